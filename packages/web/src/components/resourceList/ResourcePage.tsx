// The frame of an admin list page (decision 146): grey blocks while it loads, the title with its
// count and the page's add button beside, and the note that stands for an empty list.
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../offlineAction.ts';

/** The page's title and rows as grey blocks while the first answer loads. */
export function PageSkeleton(props: { rows: number; rowHeight: number; titleWidth?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={t('common.loading')}>
      <Skeleton h={34} w={props.titleWidth ?? 220} />
      {Array.from({ length: props.rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} h={props.rowHeight} />
      ))}
    </Stack>
  );
}

/** The page's title and the line under it (its count), with the page's own controls beside. */
export function PageHeading(props: {
  title: string;
  note: ReactNode;
  noteTestId?: string;
  noteSize?: string;
  /** The note is read out when it changes (a filter that changes the count). */
  live?: boolean;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {props.title}
        </Title>
        <Text
          c="dimmed"
          size={props.noteSize}
          data-testid={props.noteTestId}
          aria-live={props.live ? 'polite' : undefined}
        >
          {props.note}
        </Text>
      </Stack>
      {props.children}
    </Group>
  );
}

/** Adds a row: it waits for the network unless the form it opens can be filled offline. */
export function AddButton(props: {
  label: string;
  testId: string;
  onClick: () => void;
  variant?: string;
  worksOffline?: boolean;
}) {
  const offline = useOfflineAction();
  return (
    <Button
      variant={props.variant}
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={props.onClick}
      data-testid={props.testId}
      {...(props.worksOffline ? {} : offline)}
    >
      {props.label}
    </Button>
  );
}

/** What stands for a list with no rows. */
export function EmptyNote({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Text>{children}</Text>
    </Paper>
  );
}
