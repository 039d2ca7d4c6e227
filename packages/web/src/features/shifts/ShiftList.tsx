// A list of shifts with its three other faces: a skeleton while loading (UI.md: not a spinner),
// an empty state that says what would be here and how to get some, and a load error.
import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { type ShiftActions, ShiftCard, ShiftCardList } from './ShiftCard.tsx';

export function ShiftListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')} data-testid="shifts-loading">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Skeleton key={i} h={132} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * What would be here and how to get it (UI.md). Links only to a page that exists: adding one's own
 * shifts (the shift market is still a placeholder).
 */
export function ShiftsEmpty({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" ta="center" data-testid="shifts-empty">
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" size="sm" mt={4}>
        {t('shifts.empty.hint')}
      </Text>
      <Anchor component={Link} to={paths.addShifts} size="sm" mt="xs" display="inline-block">
        {t('shifts.empty.toAddShifts')}
      </Anchor>
    </Paper>
  );
}

type Props = ShiftActions & {
  shifts: WorkerShift[] | undefined;
  failed: boolean;
  now: number;
  empty: ReactNode;
  label?: string;
};

export function ShiftList({ shifts, failed, now, empty, label, ...actions }: Props) {
  const { t } = useTranslation();
  if (!shifts) {
    if (failed)
      return (
        <Text c="red" role="alert" data-testid="shifts-failed">
          {t('shifts.loadFailed')}
        </Text>
      );
    return <ShiftListSkeleton />;
  }
  if (shifts.length === 0) return empty;
  return (
    <ShiftCardList label={label}>
      {shifts.map((shift) => (
        <ShiftCard key={shift._id} shift={shift} now={now} {...actions} />
      ))}
    </ShiftCardList>
  );
}
