// Undoing an own marketplace reservation without an admin (decision 140): the reservation's
// answer says until when; the notice after reserving and the shift's detail offer "Undo
// reservation" until then. Shared by the marketplace and my shifts, so it carries the market's
// Finnish texts itself (decision 138).
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shiftMarketContracts as c } from '@tuura/domain/api/shiftMarket';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import fiMarket from '../i18n/fi.market.json';
import { i18n } from '../i18n/index.ts';
import { useOfflineAction } from './offlineAction.ts';
import { showToast } from './toast.ts';

i18n.addResourceBundle('fi', 'translation', fiMarket, true, true);

const undoKey = (shiftId: string) => ['marketUndo', shiftId] as const;

/** Keeps the reservation's undo deadline for the notice and the detail of this session. */
export function rememberUndo(client: QueryClient, shiftId: string, undoUntil: string | null) {
  client.setQueryData(undoKey(shiftId), undoUntil);
}

/** The deadline while it lies ahead, else null; re-renders when it passes. */
function useUndoDeadline(shiftId: string) {
  const { data } = useQuery({
    queryKey: undoKey(shiftId),
    queryFn: async () => null as string | null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const [, tick] = useState(0);
  const left = data ? Date.parse(data) - Date.now() : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [left]);
  return left > 0 ? data : null;
}

function useUndoReservation(shiftId: string, onUndone?: () => void) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => call(c.undoReservation, { params: { id: shiftId } }),
    onSuccess: () => {
      rememberUndo(client, shiftId, null);
      showToast('green', t('market.undo.done'));
      onUndone?.();
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.market }),
        client.invalidateQueries({ queryKey: queryKeys.shifts }),
      ]),
  });
}

type Props = { shiftId: string; onUndone?: () => void; size?: 'sm' | 'md' };

/** "Undo reservation" while the worker may; nothing after. */
export function ReservationUndoButton({ shiftId, onUndone, size = 'md' }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const deadline = useUndoDeadline(shiftId);
  const undo = useUndoReservation(shiftId, onUndone);
  if (!deadline) return null;
  return (
    <Button
      variant="light"
      color="orange"
      size={size}
      loading={undo.isPending}
      onClick={() => undo.mutate()}
      data-testid="reservation-undo"
      {...offline}
    >
      {t('market.undo.action')}
    </Button>
  );
}

/** The notice after reserving: says so, and offers the undo while it lasts. */
export function showReservedNotice(shiftId: string, undoUntil: string | null) {
  // Its own id each time: a shift reserved again after an undo gets a new notice.
  const id = `reserved-${shiftId}-${Date.now()}`;
  const left = undoUntil ? Date.parse(undoUntil) - Date.now() : 0;
  notifications.show({
    id,
    color: 'green',
    autoClose: left > 0 ? left : undefined,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="reserved-notice">
        <Text size="sm">{i18n.t('market.reserved')}</Text>
        <ReservationUndoButton shiftId={shiftId} size="sm" onUndone={() => notifications.hide(id)} />
      </Group>
    ),
  });
}
