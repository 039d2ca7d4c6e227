// The rows of an approval queue (stamps, shift requests, cancellations; decision 146): the desk's
// table, sticky under the header and worked by the keys, whose rows take the focus and show their
// selection; and the phone's cards, each with its decisions in thumb reach at the bottom.
import { Group, Paper, Stack, Table } from '@mantine/core';
import type { KeyboardEventHandler, ReactNode } from 'react';

export function QueueTable(props: {
  testId: string;
  onKeyDown: KeyboardEventHandler<HTMLTableElement>;
  /** The select-all box's head, for an editor of a queue whose rows are selected. */
  selectHead?: ReactNode;
  /** The column heads between the select box and the actions. */
  columns: ReactNode;
  /** The decisions' head, for an editor. */
  actionsHead?: string | false;
  verticalSpacing?: string;
  children: ReactNode;
}) {
  return (
    <Table
      stickyHeader
      stickyHeaderOffset={60}
      striped
      highlightOnHover
      verticalSpacing={props.verticalSpacing}
      onKeyDown={props.onKeyDown}
      data-testid={props.testId}
    >
      <Table.Thead>
        <Table.Tr>
          {props.selectHead && <Table.Th w={40}>{props.selectHead}</Table.Th>}
          {props.columns}
          {props.actionsHead && <Table.Th>{props.actionsHead}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{props.children}</Table.Tbody>
    </Table>
  );
}

/** One row: focusable for the keys (`data-row-index`), tinted while selected. */
export function QueueRow(props: {
  index: number;
  testId: string;
  id: string;
  selected?: boolean;
  /** What else the row says about itself (`data-shift`). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <Table.Tr
      tabIndex={0}
      data-row-index={props.index}
      data-testid={props.testId}
      data-id={props.id}
      bg={props.selected ? 'var(--mantine-primary-color-light)' : undefined}
      {...props.data}
    >
      {props.children}
    </Table.Tr>
  );
}

/** The phone's list of cards. */
export function QueueCards({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      {children}
    </Stack>
  );
}

/** One card: its facts stacked, then its decisions (none for a reader or a decided row). */
export function QueueCard(props: { testId: string; id: string; decisions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={props.testId} data-id={props.id}>
      <Stack gap={6}>
        {props.children}
        {props.decisions && <Group justify="flex-end">{props.decisions}</Group>}
      </Stack>
    </Paper>
  );
}
