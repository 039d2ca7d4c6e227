// The parts the admin's decision lists share (stamps, shift requests, cancellations): the loading
// placeholder and the bar that decides the selected rows at once (the pager is components/Pager).
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useOfflineAction } from './offlineAction.ts';
import { PageSkeleton } from './resourceList/ResourcePage.tsx';

/** The page's title and rows as grey blocks while the first page loads. */
export function DecisionListSkeleton({ rows, rowHeight }: { rows: number; rowHeight: number }) {
  return <PageSkeleton rows={rows} rowHeight={rowHeight} titleWidth={240} />;
}

type BulkBarProps = {
  /** Test ids: `<testId>-bulk-bar`, `-selected`, `-reject-selected`, `-approve-selected`. */
  testId: string;
  count: number;
  texts: { selected: string; clear: string; reject: string; approve: string };
  onClear: () => void;
  onReject: () => void;
  onApprove: () => void;
  /** On a phone the decisions stack, each the bar's full width: side by side they were cut off. */
  stacked?: boolean;
};

/** Sticks to the bottom of the screen while rows are selected: how many, clear, reject, approve. */
export function BulkDecisionBar(props: BulkBarProps) {
  const offline = useOfflineAction();
  if (props.count === 0) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="sticky"
      bottom={12}
      style={{ zIndex: 5 }}
      data-testid={`${props.testId}-bulk-bar`}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text fw={600} data-testid={`${props.testId}-selected`}>
            {props.texts.selected}
          </Text>
          <Button variant="subtle" onClick={props.onClear}>
            {props.texts.clear}
          </Button>
        </Group>
        <Stack
          gap="xs"
          w={props.stacked ? '100%' : undefined}
          style={props.stacked ? undefined : { flexDirection: 'row' }}
        >
          <Button
            variant="default"
            onClick={props.onReject}
            data-testid={`${props.testId}-reject-selected`}
            {...offline}
          >
            {props.texts.reject}
          </Button>
          <Button onClick={props.onApprove} data-testid={`${props.testId}-approve-selected`} {...offline}>
            {props.texts.approve}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
