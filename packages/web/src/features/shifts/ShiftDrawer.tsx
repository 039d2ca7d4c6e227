// A shift's detail in a drawer (lazy): a sheet from the bottom on a phone, a side panel on a
// desktop, so the list keeps its place. It shows the detail and the near shifts, or the stamp
// form (lazy too: the date pickers and the domain's form rules load only for stamping). The stamp
// and cancel forms and the cancellation's part of the detail are other features', handed in as
// slots (app/pages/MyShiftDrawer.tsx, decision 146).
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useShiftCancellation } from '../../api/ownCancellations.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { shiftQuery } from './api.ts';
import { NearShifts } from './NearShifts.tsx';
import { ShiftDetail } from './ShiftDetail.tsx';
import type { ShiftDrawerProps, ShiftDrawerSlots } from './slots.ts';

type Props = ShiftDrawerProps & { slots: ShiftDrawerSlots };

/** The shift as some list already has it, so the drawer opens with content. */
function useCachedShift(id: string) {
  const client = useQueryClient();
  return () => {
    for (const [, data] of client.getQueriesData<unknown>({ queryKey: queryKeys.shifts })) {
      const list = Array.isArray(data) ? data : [data];
      const found = list.find((s): s is WorkerShift => (s as WorkerShift | null)?._id === id);
      if (found) return found;
    }
    return undefined;
  };
}

export default function ShiftDrawer({ id, stamping, now, onClose, onOpen, onStamp, slots }: Props) {
  const { StampForm, CancelForm, CancellationPart } = slots;
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const cached = useCachedShift(id);
  const query = useQuery({ ...shiftQuery(id), placeholderData: cached });
  const shift = query.data;
  // An error dialog over the stamp form takes Escape while it is on top.
  const [covered, setCovered] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancellation = useShiftCancellation(id);
  return (
    <Drawer
      opened
      onClose={onClose}
      closeOnEscape={!covered}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '92%' : 480}
      radius={phone ? 'lg' : 0}
      title={t(
        stamping ? 'shifts.stampForm.title' : cancelling ? 'cancellations.form.title' : 'shifts.detail.title',
      )}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'lg' }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      data-testid="shift-drawer"
    >
      {!shift ? (
        query.isError ? (
          <Text c="red" role="alert" data-testid="shift-load-failed">
            {t(
              query.error instanceof ApiError && query.error.status === 404
                ? 'shifts.detail.notFound'
                : 'shifts.loadFailed',
            )}
          </Text>
        ) : (
          <Stack gap="sm" role="status" aria-label={t('common.loading')}>
            <Skeleton h={40} />
            <Skeleton h={200} />
          </Stack>
        )
      ) : stamping ? (
        <Suspense fallback={<Skeleton h={320} />}>
          <StampForm shift={shift} onDone={() => onStamp(false)} onCovered={setCovered} />
        </Suspense>
      ) : cancelling ? (
        <Suspense fallback={<Skeleton h={320} />}>
          <CancelForm shift={shift} onDone={() => setCancelling(false)} onCovered={setCovered} />
        </Suspense>
      ) : (
        <Stack gap="lg">
          <ShiftDetail
            shift={shift}
            now={now}
            onStamp={() => onStamp(true)}
            cancellation={
              <CancellationPart
                shift={shift}
                now={now}
                cancellation={cancellation}
                onCancel={() => setCancelling(true)}
              />
            }
          />
          <NearShifts id={shift._id} now={now} onOpen={onOpen} />
        </Stack>
      )}
    </Drawer>
  );
}
