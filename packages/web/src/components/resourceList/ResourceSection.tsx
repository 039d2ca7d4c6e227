// A list that is one card of a settings page (decision 146): its title and help with the card's
// controls beside, then grey blocks while it loads, the failure, the empty note or the rows, which
// a dense table shows (scrolling inside the card on a phone).
import { Alert, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Loaded<T> = { isPending: boolean; isError: boolean; data?: T[] };

export function ResourceSection<T>(props: {
  testId: string;
  title: string;
  help: string;
  helpWidth: number;
  /** Beside the title: the add button, a filter. */
  controls?: ReactNode;
  /** Under the title, above the rows. */
  intro?: ReactNode;
  list: Loaded<T>;
  skeletonHeight: number;
  texts: { loadFailed: string; empty: string };
  emptyTestId?: string;
  children: (rows: T[]) => ReactNode;
  /** The drawers and dialogs the rows open. */
  overlays?: ReactNode;
}) {
  const { t } = useTranslation();
  const rows = props.list.data;
  return (
    <Paper withBorder p="md" data-testid={props.testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {props.title}
            </Title>
            <Text size="sm" c="dimmed" maw={props.helpWidth}>
              {props.help}
            </Text>
          </Stack>
          {props.controls}
        </Group>
        {props.intro}
        {props.list.isPending && (
          <Skeleton
            h={props.skeletonHeight}
            aria-busy="true"
            role="status"
            aria-label={t('common.loading')}
          />
        )}
        {props.list.isError && <Alert color="red" title={props.texts.loadFailed} />}
        {rows?.length === 0 && (
          <Text c="dimmed" data-testid={props.emptyTestId}>
            {props.texts.empty}
          </Text>
        )}
        {rows && rows.length > 0 && props.children(rows)}
      </Stack>
      {props.overlays}
    </Paper>
  );
}

/** The section's table: its column heads, and the actions' head for an editor. */
export function SectionTable(props: {
  testId: string;
  minWidth: number;
  head: string[];
  /** The actions column's head and width; none for a reader. */
  actions?: { label: string; width: number } | false;
  /** Holidays: a long year scrolls natively under a sticky head. */
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={props.minWidth} type={props.dense ? 'native' : undefined}>
      <Table
        striped
        highlightOnHover
        stickyHeader={props.dense}
        verticalSpacing={props.dense ? 4 : 6}
        data-testid={props.testId}
      >
        <Table.Thead>
          <Table.Tr>
            {props.head.map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
            {props.actions && <Table.Th w={props.actions.width}>{props.actions.label}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
