// The side panel an admin list adds and changes its rows in (UI.md: the list keeps its place), and
// which row it holds (decision 146).
import { Drawer } from '@mantine/core';
import { type ReactNode, useState } from 'react';
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
