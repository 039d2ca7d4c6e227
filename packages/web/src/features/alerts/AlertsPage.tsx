// /admin/alerts (spec §2; menu needs read on users): the organisation's alerts in a dense table,
// each rule read as a sentence with its last check and what it found. Level `all` on users adds,
// edits, removes and checks now; read level sees the same list without those controls.
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasEdit } from '@tuura/domain/permissions';
import type { Alert } from '@tuura/domain/schemas/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import { sortRows } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { ListCard, ListTable } from '../../components/resourceList/ListRows.tsx';
import {
  AddButton,
  EmptyNote,
  PageHeading,
  PageSkeleton,
} from '../../components/resourceList/ResourcePage.tsx';
import { RowButtons } from '../../components/resourceList/RowActions.tsx';
import { showToast } from '../../components/toast.ts';
import '../../i18n/adminTexts.ts';
import { formatDateTime } from '../../lib/time.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { AlertForm } from './AlertForm.tsx';
import { alertsQuery, usePlaces, useRemoveAlert, useRunAlert } from './api.ts';
import { placeNameOf, ruleSentence } from './sentence.ts';

function RemoveAlertDialog({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const { t } = useTranslation();
  const name = alert?.name ?? '';
  return (
    <RemoveDialog
      target={alert}
      onClose={onClose}
      remove={useRemoveAlert()}
      texts={{
        title: t('alerts.removeTitle', { name }),
        text: t('alerts.removeText'),
        confirmLabel: t('common.delete'),
        removed: t('alerts.removed', { name }),
        failed: t('alerts.removeFailed'),
      }}
      testId="remove-alert-dialog"
      confirmTestId="remove-alert-confirm"
    />
  );
}

/** What the last check found: the count and the first examples by name. */
function Found({ alert }: { alert: Alert }) {
  const { t, i18n } = useTranslation();
  if (!alert.lastRunAt || !alert.lastResult) return <Text c="dimmed">{t('alerts.never')}</Text>;
  const { count, examples } = alert.lastResult;
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Badge color={count > 0 ? 'orange' : 'gray'} variant="light" data-testid="alert-found">
          {count > 0 ? t('alerts.foundCount', { count }) : t('alerts.foundNone')}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateTime(alert.lastRunAt, i18n.language)}
        </Text>
      </Group>
      {examples.slice(0, 3).map((e) => (
        <Text key={e._id} size="xs" c="dimmed" lineClamp={1}>
          {e.name} · {formatDateTime(e.from, i18n.language)}
          {e.departmentName && ` · ${e.departmentName}`}
        </Text>
      ))}
    </Stack>
  );
}

type RowProps = {
  alert: Alert;
  sentence: string;
  canEdit: boolean;
  running: boolean;
  run: () => void;
  edit: () => void;
  remove: () => void;
};

function Actions({ alert: a, running, run, edit, remove }: Omit<RowProps, 'sentence' | 'canEdit'>) {
  const { t } = useTranslation();
  return (
    <RowButtons
      gap={4}
      wrap
      justify="flex-end"
      actions={[
        {
          icon: IconPlayerPlay,
          label: t('alerts.run'),
          ariaLabel: t('alerts.runOne', { name: a.name }),
          testId: 'alert-run',
          onClick: run,
          loading: running,
        },
        {
          icon: IconPencil,
          label: t('alerts.edit'),
          ariaLabel: t('alerts.editOne', { name: a.name }),
          testId: 'alert-edit',
          onClick: edit,
          worksOffline: true,
        },
        {
          icon: IconTrash,
          look: 'danger',
          label: t('common.delete'),
          ariaLabel: t('alerts.removeOne', { name: a.name }),
          testId: 'alert-remove',
          onClick: remove,
        },
      ]}
    />
  );
}

function NameCell({ alert: a }: { alert: Alert }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {a.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`alerts.interval.${a.recurrence}`)}
        {!a.isEnabled && ` · ${t('alerts.disabled')}`}
      </Text>
    </>
  );
}

/** A phone's card: the same facts stacked. */
function AlertCard(props: RowProps) {
  return (
    <ListCard testId="alert-row" data={{ 'data-name': props.alert.name }}>
      <Stack gap={6}>
        <NameCell alert={props.alert} />
        <Text size="sm" data-testid="alert-sentence">
          {props.sentence}
        </Text>
        <Found alert={props.alert} />
        {props.canEdit && <Actions {...props} />}
      </Stack>
    </ListCard>
  );
}

/** A desktop's table row. */
function AlertRow(props: RowProps) {
  return (
    <Table.Tr data-testid="alert-row" data-name={props.alert.name}>
      <Table.Td>
        <NameCell alert={props.alert} />
      </Table.Td>
      <Table.Td data-testid="alert-sentence">{props.sentence}</Table.Td>
      <Table.Td>
        <Found alert={props.alert} />
      </Table.Td>
      {props.canEdit && (
        <Table.Td>
          <Actions {...props} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The rules are held whole: they sort here, in the URL (decision 142). */
const ALERT_SORT_KEYS = ['name', 'found'] as const;

export default function AlertsPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'users');
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const alerts = useQuery(alertsQuery);
  const places = usePlaces();
  const run = useRunAlert();
  const [form, setForm] = useState<{ target: Alert | 'new'; title: string } | null>(null);
  const [removing, setRemoving] = useState<Alert | null>(null);
  const { sort, toggle } = useTableSort(ALERT_SORT_KEYS);
  const sorting = { sort, onSort: toggle };

  if (alerts.isPending) return <PageSkeleton rows={1} rowHeight={200} />;
  if (!alerts.data) return <RouteErrorPage error={alerts.error} onRetry={() => void alerts.refetch()} />;
  const list = sortRows(alerts.data, sort, {
    name: (a) => a.name,
    found: (a) => a.lastResult?.count,
  });
  const customers = places.data ?? [];
  const rowProps = (a: Alert): RowProps => ({
    alert: a,
    sentence: ruleSentence(t, a.rule, placeNameOf(a.rule, customers), i18n.language),
    canEdit,
    running: run.isPending && run.variables === a._id,
    run: () => checkNow(a),
    edit: () => setForm({ target: a, title: t('alerts.editTitle', { name: a.name }) }),
    remove: () => setRemoving(a),
  });
  const checkNow = (a: Alert) =>
    run.mutate(a._id, {
      onSuccess: ({ alert }) =>
        showToast('green', t('alerts.ran', { name: alert.name, count: alert.lastResult?.count ?? 0 })),
      onError: (error) => showErrorDialog(error, t('alerts.runFailed')),
    });

  return (
    <Stack gap="md">
      <PageHeading
        title={t('admin.alerts')}
        note={`${t('alerts.intro')} ${t('alerts.count', { count: list.length })}`}
        noteSize="sm"
      >
        {canEdit && (
          <AddButton
            label={t('alerts.new')}
            testId="alert-new"
            onClick={() => setForm({ target: 'new', title: t('alerts.newTitle') })}
          />
        )}
      </PageHeading>
      {list.length === 0 ? (
        <EmptyNote testId="alerts-empty">{t(canEdit ? 'alerts.emptyEdit' : 'alerts.empty')}</EmptyNote>
      ) : desktop ? (
        <ListTable
          testId="alerts-table"
          hover={false}
          columns={
            <>
              <SortTh sortKey="name" {...sorting}>
                {t('alerts.name')}
              </SortTh>
              <Table.Th>{t('alerts.rule')}</Table.Th>
              <SortTh sortKey="found" {...sorting}>
                {t('alerts.found')}
              </SortTh>
              {canEdit && <Table.Th />}
            </>
          }
        >
          {list.map((a) => (
            <AlertRow key={a._id} {...rowProps(a)} />
          ))}
        </ListTable>
      ) : (
        <Stack gap="xs" data-testid="alerts-table">
          {list.map((a) => (
            <AlertCard key={a._id} {...rowProps(a)} />
          ))}
        </Stack>
      )}
      <AlertForm target={form?.target ?? null} title={form?.title ?? ''} onClose={() => setForm(null)} />
      <RemoveAlertDialog alert={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
