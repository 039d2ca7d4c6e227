// An admin list's rows (decision 146): a dense table on a desk, whose last column holds the row's
// actions for an editor, and on a phone a card a row with the same facts stacked.
import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function ListTable(props: {
  testId: string;
  /** The column heads before the actions'. */
  columns: ReactNode;
  /** The actions' head, for an editor (as narrow as its buttons). */
  actionsHead?: string | false;
  /** Rows tint under the pointer (off where a row has nothing to open). */
  hover?: boolean;
  children: ReactNode;
}) {
  return (
    <Table verticalSpacing="xs" striped highlightOnHover={props.hover ?? true} data-testid={props.testId}>
      <Table.Thead>
        <Table.Tr>
          {props.columns}
          {props.actionsHead && <Table.Th w={1}>{props.actionsHead}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{props.children}</Table.Tbody>
    </Table>
  );
}

/** A phone's card for one row; `data` names the row for tests (`data-name`, `data-email`). */
export function ListCard(props: {
  testId: string;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={props.testId} {...props.data}>
      {props.children}
    </Paper>
  );
}
