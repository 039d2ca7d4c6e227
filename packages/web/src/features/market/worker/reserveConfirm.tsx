// Reserving a marketplace shift asks first (decision 138): the shift becomes the worker's at once,
// and giving it back is a cancellation an admin decides. When the overlap question was asked, that
// answer was the confirmation and this one is not shown.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { UI } from '@tuura/domain/limits';
import { overlaysReady } from '../../../app/overlays.ts';
import { i18n } from '../../../i18n/index.ts';
import { formatShiftSpan } from '../../../lib/shiftTime.ts';

type ReservedShift = {
  name: string;
  from: string;
  to: string | null;
  place?: { customer: string; department: string } | null;
};

export async function confirmReserve(shift: ReservedShift): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  await overlaysReady;
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: t('market.confirm.title'),
      size: UI.modalWidth,
      closeButtonProps: { 'aria-label': t('common.close') },
      children: (
        <Stack gap={4} data-testid="reserve-confirm">
          <Text fw={600}>{shift.name}</Text>
          <Text size="sm">{formatShiftSpan(shift.from, shift.to)}</Text>
          {shift.place && (
            <Text size="sm" c="dimmed">
              {shift.place.customer} · {shift.place.department}
            </Text>
          )}
          <Text size="sm" mt="xs">
            {t('market.confirm.text')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('market.confirm.confirm'), cancel: t('common.cancel') },
      onConfirm: () => resolve(true),
      // Also after a confirm, which has resolved already; Escape and the close button cancel.
      onClose: () => resolve(false),
    });
  });
}
