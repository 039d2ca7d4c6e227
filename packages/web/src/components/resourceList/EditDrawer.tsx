// The side panel an admin list adds and changes its rows in (UI.md: the list keeps its place), and
// which row it holds (decision 146).
import { Drawer } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function EditDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={props.size}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.children}
    </Drawer>
  );
}

export type EditTarget<T> = ReturnType<typeof useEditTarget<T>>;

/** The drawer of a list's edit target: a fresh form (by the row's id) each time it opens. */
export function RowEditDrawer<T extends { _id: string }>(props: {
  editing: EditTarget<T>;
  title: (item: T | null) => string;
  size?: string;
  children: (item: T | null) => ReactNode;
}) {
  const { editing } = props;
  return (
    <EditDrawer
      opened={editing.opened}
      onClose={editing.close}
      size={props.size}
      title={props.title(editing.item)}
    >
      {editing.opened && <Fragment key={editing.item?._id ?? 'new'}>{props.children(editing.item)}</Fragment>}
    </EditDrawer>
  );
}

/** What the drawer edits: nothing (closed), a new row (`item` null) or that row. */
export function useEditTarget<T>() {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  return {
    opened: editing !== null,
    item: editing?.item ?? null,
    open: (item: T | null) => setEditing({ item }),
    close: () => setEditing(null),
  };
}
