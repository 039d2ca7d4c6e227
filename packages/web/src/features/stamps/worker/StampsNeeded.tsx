// Past shifts waiting for a stamp: how many, a way to see them, and "stamp all with planned
// times" after a confirmation that names the count.
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { stampDue } from '@tuura/domain/rules/stamp';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { stampsMissingQuery } from '../../../api/stampsMissing.ts';
import { overlaysReady } from '../../../app/overlays.ts';
import { useOfflineAction } from '../../../components/offlineAction.ts';
import { i18n } from '../../../i18n/index.ts';
import { formatShiftSpan } from '../../../lib/shiftTime.ts';
import { useStampManyShifts } from './api.ts';
import '../../../i18n/shiftsTexts.ts';

const NAMED = 5;

function confirmStampAll(shifts: WorkerShift[], onConfirm: () => void) {
  const t = i18n.t.bind(i18n);
  const count = shifts.length;
  void overlaysReady.then(() =>
    modals.openConfirmModal({
      title: t('shifts.stampAll.confirmTitle', { count }),
      children: (
        <Stack gap="xs">
          <Text>{t('shifts.stampAll.confirmText', { count })}</Text>
          <Text size="sm" c="dimmed">
            {t('shifts.stampAll.realTimesHint')}
          </Text>
          <List size="sm" data-testid="stamp-all-list">
            {shifts.slice(0, NAMED).map((s) => (
              <List.Item key={s._id}>{formatShiftSpan(s.from, s.to)}</List.Item>
            ))}
          </List>
          {count > NAMED && (
            <Text size="sm" c="dimmed">
              {t('shifts.stampAll.andMore', { count: count - NAMED })}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('shifts.stampAll.confirm', { count }), cancel: t('common.cancel') },
      closeButtonProps: { 'aria-label': t('common.close') },
      confirmProps: { 'data-testid': 'stamp-all-confirm' },
      onConfirm,
    }),
  );
}

export const StampsNeeded = memo(function StampsNeeded({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const query = useQuery(stampsMissingQuery);
  const stampAll = useStampManyShifts();
  // The same rule as the red badge: ended and still waiting for a stamp.
  const now = Date.now();
  const waiting = query.data?.filter((s) => stampDue(s, now)) ?? [];
  if (waiting.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      p="sm"
      icon={<IconAlertCircle size={22} aria-hidden />}
      title={t('shifts.stampsNeeded.title', { count: waiting.length })}
      data-testid="stamps-needed"
    >
      <Group gap="xs">
        <Button
          color="red"
          size="sm"
          onClick={() => confirmStampAll(waiting, () => stampAll.mutate(waiting))}
          loading={stampAll.isPending}
          data-testid="stamp-all"
          {...offline}
        >
          {t('shifts.stampAll.action')}
        </Button>
        <Button variant="subtle" color="red" size="sm" onClick={onShow} data-testid="stamps-show">
          {t('shifts.stampsNeeded.show')}
        </Button>
      </Group>
    </Alert>
  );
});
