// A row's own actions in an admin list (decision 146): small buttons with an icon and a word (edit
// light, the others subtle, remove red), bare icons in a dense table, or a ⋯ menu. Each names its row for a
// screen reader and waits for the network unless it only opens something.
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { type Icon, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useOfflineAction } from '../offlineAction.ts';

export type RowAction = {
  icon: Icon;
  label: ReactNode;
  /** The label with the row's name, for a screen reader. */
  ariaLabel?: string;
  testId?: string;
  onClick: () => void;
  look?: 'filled' | 'light' | 'subtle' | 'danger';
  /** Opens a panel that loads or fills offline: no need to wait for the network. */
  worksOffline?: boolean;
  disabled?: boolean;
  loading?: boolean;
};

export function RowButton({ icon: RowIcon, look = 'light', ...a }: RowAction) {
  const offline = useOfflineAction();
  const waits = !a.worksOffline && offline.disabled;
  return (
    <Button
      size="compact-sm"
      variant={look === 'danger' ? 'subtle' : look}
      color={look === 'danger' ? 'red' : undefined}
      leftSection={<RowIcon size={14} aria-hidden />}
      onClick={a.onClick}
      loading={a.loading}
      disabled={a.disabled || waits}
      title={a.worksOffline ? undefined : offline.title}
      aria-label={a.ariaLabel}
      data-testid={a.testId}
    >
      {a.label}
    </Button>
  );
}

/** The row's buttons side by side (a falsy entry is an action this reader does not get). */
export function RowButtons(props: {
  actions: (RowAction | false)[];
  gap?: number | string;
  wrap?: boolean;
  justify?: string;
  testId?: string;
}) {
  return (
    <Group
      gap={props.gap ?? 6}
      wrap={props.wrap ? 'wrap' : 'nowrap'}
      justify={props.justify}
      data-testid={props.testId}
    >
      {props.actions.map((a) => a && <RowButton key={a.testId ?? String(a.label)} {...a} />)}
    </Group>
  );
}

/** A dense table's edit and remove as bare icons, each labelled with the row's name. */
export function EditRemoveIcons(props: {
  edit: { label: string; onClick: () => void; testId?: string };
  remove: { label: string; onClick: () => void; testId?: string };
  /** Both wait for the network (the panel they open saves at once). */
  online?: boolean;
}) {
  const offline = useOfflineAction();
  const waits = props.online ? offline : {};
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={props.edit.label}
        onClick={props.edit.onClick}
        data-testid={props.edit.testId}
        {...waits}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={props.remove.label}
        onClick={props.remove.onClick}
        data-testid={props.remove.testId}
        {...waits}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * A row's actions behind its ⋯ button, for a row with no room for buttons (`look: 'danger'` is
 * red). `small` is the ⋯ as a compact button in a line of text, else a bare icon in a table.
 */
export function RowMenu(props: { ariaLabel: string; testId: string; small?: boolean; items: RowAction[] }) {
  const offline = useOfflineAction();
  const Target = props.small ? Button : ActionIcon;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Target
          {...(props.small ? { size: 'compact-sm' } : {})}
          variant="subtle"
          aria-label={props.ariaLabel}
          data-testid={props.testId}
          {...offline}
        >
          <IconDots size={16} aria-hidden />
        </Target>
      </Menu.Target>
      <Menu.Dropdown>
        {props.items.map(({ icon: ItemIcon, ...item }) => (
          <Menu.Item
            key={item.testId}
            color={item.look === 'danger' ? 'red' : undefined}
            leftSection={<ItemIcon size={14} aria-hidden />}
            onClick={item.onClick}
            data-testid={item.testId}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
