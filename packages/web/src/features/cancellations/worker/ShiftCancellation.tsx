// The cancellation's part of a shift's detail (my shifts' drawer, decision 146): the latest
// cancellation's state and, for a coming shift without one pending, the button that opens the form.
import { Alert, Button, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { ApprovalState } from '@tuura/domain/enums';
import { cancellable } from '@tuura/domain/rules/cancellation';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../../components/offlineAction.ts';
import '../texts.ts';

/** A cancellation's state in words: pending until decided; a rejection with the admin's words. */
function CancellationState({ cancellation }: { cancellation: Cancellation }) {
  const { t } = useTranslation();
  const pending = cancellation.approved === ApprovalState.pending;
  if (cancellation.approved === ApprovalState.approved) return null;
  return (
    <Alert
      color={pending ? 'yellow' : 'gray'}
      variant="light"
      title={t(`cancellations.state.${cancellation.approved}`)}
      data-testid="detail-cancellation"
      data-state={cancellation.approved}
    >
      <Text size="sm">{t(pending ? 'cancellations.pendingText' : 'cancellations.rejectedText')}</Text>
      {!pending && cancellation.decisionMessage && (
        <Text size="sm" mt={4}>
          {t('cancellations.adminWords', { message: cancellation.decisionMessage })}
        </Text>
      )}
    </Alert>
  );
}

type Props = {
  shift: WorkerShift;
  now: number;
  /** The shift's latest cancellation, if any (pending: the worker waits for a decision). */
  cancellation: Cancellation | undefined;
  onCancel: () => void;
};

export function ShiftCancellation({ shift, now, cancellation, onCancel }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  return (
    <>
      {cancellation && <CancellationState cancellation={cancellation} />}
      {cancellable(shift, new Date(now)) && cancellation?.approved !== ApprovalState.pending && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconCalendarX size={20} aria-hidden />}
          onClick={onCancel}
          data-testid="detail-cancel-button"
          {...offline}
        >
          {t('cancellations.cancelAction')}
        </Button>
      )}
    </>
  );
}
