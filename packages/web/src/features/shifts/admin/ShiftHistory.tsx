// A shift's history as a timeline (decision 096): who changed what and when, newest last, each
// changed field as "before → after" in the person's words (names, dates, states), and a link
// to the same changes in the audit log, with where each came from.
import { Alert, Anchor, Loader, Stack, Text, Timeline } from '@mantine/core';
import { readOrAbove } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../api/session.ts';
import { adminMenuPath } from '../../../app/paths.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { approvalKey, billingKey, typeKey } from '../labels.ts';
import { useShiftHistory } from './adminApi.ts';

const TIME_FIELDS = new Set(['from', 'to', 'stampFrom', 'stampTo', 'deletedAt']);

export function ShiftHistory({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation();
  const history = useShiftHistory(shiftId);
  // The audit log (decision 136) is the users area's: linked for those who may read it.
  const auditVisible = readOrAbove(useUser().permissions, 'users');
  if (history.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (!history.data) return <Alert color="red">{t('adminShifts.history.failed')}</Alert>;
  const names = new Map(history.data.people.map((p) => [p._id, p.name]));
  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (field === 'worker') return names.get(String(value)) ?? t('adminShifts.history.removedUser');
    if (TIME_FIELDS.has(field)) return formatDateTime(String(value));
    if (field === 'type') return t(typeKey(Number(value)));
    if (field === 'billingStatus') return t(billingKey(Number(value)));
    if (field === 'stampApproved') return t(approvalKey(Number(value)));
    if (typeof value === 'boolean') return t(value ? 'adminShifts.yes' : 'adminShifts.no');
    return String(value);
  };
  const entries = history.data.history;
  if (entries.length === 0) return <Text c="dimmed">{t('adminShifts.history.none')}</Text>;
  return (
    <Stack gap="md">
      {auditVisible && (
        <Anchor
          component={Link}
          to={`${adminMenuPath('audit')}?targetType=shift&targetId=${shiftId}`}
          size="sm"
          data-testid="shift-history-audit"
        >
          {t('adminShifts.history.inAuditLog')}
        </Anchor>
      )}
      <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} data-testid="shift-history">
        {entries.map((entry) => (
          <Timeline.Item
            key={entry._id}
            title={t(`adminShifts.history.${entry.action}`)}
            data-testid="shift-history-entry"
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)} ·{' '}
              {entry.actor
                ? (names.get(entry.actor) ?? t('adminShifts.history.removedUser'))
                : t('adminShifts.history.system')}
            </Text>
            {entry.action === 'updated' &&
              Object.keys(entry.after ?? {}).map((field) => (
                <Text size="sm" key={field}>
                  {t(`adminShifts.field.${field}`, { defaultValue: field })}:{' '}
                  {shown(field, entry.before?.[field])} → {shown(field, entry.after?.[field])}
                </Text>
              ))}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
