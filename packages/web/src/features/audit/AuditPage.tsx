// /admin/audit (decision 136; menu needs read on users): who did what, to which object, when
// (Helsinki) and from where, newest first. Filters by person, object (type and id), action and
// days live in the URL; more entries load by cursor; the filtered log exports as XLSX or CSV.
import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import type { AuditEntry } from '@tuura/domain/api/audit';
import { MASKED } from '@tuura/domain/rules/audit';
import { addDays } from '@tuura/domain/rules/zonedTime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyText } from '../../components/apiErrorText.ts';
import { DateRangeField } from '../../components/DateRangeField.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { WorkerPicker } from '../../components/WorkerPicker.tsx';
import { formatDateTime } from '../../lib/time.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { type AuditFilter, downloadAudit, useAuditLog } from './api.ts';
import './texts.ts';
import { type AuditSearch, filterOf, useAuditSearch } from './useAuditSearch.ts';

const TARGET_TYPES = ['shift', 'user', 'guestUser', 'apiToken', 'authConsumer', 'file', 'preset'] as const;
/** Actions the filter suggests (any other may be typed); each has a label in audit.actions. */
export const KNOWN_ACTIONS = [
  'auth.login',
  'auth.loginFailed',
  'auth.guestLogin',
  'auth.guestLoginFailed',
  'auth.logout',
  'auth.changePassword',
  'auth.resetPassword',
  'access.refused',
  'shift.created',
  'shift.updated',
  'shift.deleted',
  'shift.restored',
  'shift.billingStatus',
  'user.adminCreate',
  'user.adminUpdate',
  'user.adminPermissions',
  'user.adminRemove',
  'user.adminResetPassword',
  'user.adminResetCredentials',
  'user.changeEmail',
  'user.salaries',
  'tfa.enable',
  'tfa.disable',
  'takeOver.start',
  'takeOver.release',
  'takeOver.request',
  'apiToken.create',
  'apiToken.update',
  'apiToken.revoke',
  'apiToken.request',
  'guestUser.create',
  'guestUser.update',
  'guestUser.remove',
  'file.sharing',
  'file.delete',
] as const;

function useLabels() {
  const { t } = useTranslation();
  const action = (name: string) => t(`audit.actions.${name}`, { defaultValue: name });
  const value = (v: unknown) => {
    if (v === null || v === undefined || v === '') return '–';
    if (v === MASKED) return t('audit.masked');
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return formatDateTime(v);
    if (typeof v === 'boolean') return t(v ? 'audit.yes' : 'audit.no');
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  const who = (entry: AuditEntry) =>
    entry.actor.kind === 'system'
      ? t('audit.system')
      : `${entry.actor.name ?? entry.actor.id ?? ''}${entry.actor.kind === 'user' ? '' : ` (${t(`audit.actorKind.${entry.actor.kind}`)})`}`;
  const object = (entry: AuditEntry) =>
    entry.target
      ? `${t(`audit.targetType.${entry.target.type}`, { defaultValue: entry.target.type })}${entry.target.name ? ` ${entry.target.name}` : ''}`
      : '';
  return { t, action, value, who, object };
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { value, t } = useLabels();
  const details = Object.entries(entry.details).filter(([k]) => k !== 'fields');
  // Values can be long unbroken strings (an email, a JSON of levels): they wrap anywhere rather
  // than widen a phone's page.
  return (
    <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
      {entry.changes.map((c) => (
        <Text size="sm" key={c.field} data-testid="audit-change">
          <Text span fw={600} size="sm">
            {t(`audit.field.${c.field}`, { defaultValue: c.field })}
          </Text>
          : {value(c.from)} → {value(c.to)}
        </Text>
      ))}
      {details.map(([key, v]) => (
        <Text size="xs" c="dimmed" key={key}>
          {t(`audit.detail.${key}`, { defaultValue: key })}:{' '}
          {key === 'key' && typeof v === 'string' ? keyText(v) : value(v)}
        </Text>
      ))}
    </Stack>
  );
}

function Where({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.ip ?? '–'}</Text>
      {entry.userAgent && (
        <Text size="xs" c="dimmed" lineClamp={2} title={entry.userAgent} style={{ overflowWrap: 'anywhere' }}>
          {entry.userAgent}
        </Text>
      )}
    </Stack>
  );
}

function ObjectCell({ entry, onFilter }: { entry: AuditEntry; onFilter: (e: AuditEntry) => void }) {
  const { object, t } = useLabels();
  if (!entry.target) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">{object(entry)}</Text>
      {entry.target.id && (
        <Button
          variant="subtle"
          size="compact-xs"
          px={0}
          justify="flex-start"
          w="fit-content"
          onClick={() => onFilter(entry)}
          aria-label={t('audit.onlyThisObject', { object: object(entry) })}
          data-testid="audit-filter-object"
        >
          <Code style={{ fontSize: 11 }}>{entry.target.id.slice(0, 8)}</Code>
        </Button>
      )}
    </Stack>
  );
}

function EntryTable({ entries, onFilter }: { entries: AuditEntry[]; onFilter: (e: AuditEntry) => void }) {
  const { t, action, who } = useLabels();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.when')}</Table.Th>
            <Table.Th>{t('audit.who')}</Table.Th>
            <Table.Th>{t('audit.action')}</Table.Th>
            <Table.Th>{t('audit.object')}</Table.Th>
            <Table.Th>{t('audit.changes')}</Table.Th>
            <Table.Th>{t('audit.where')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry._id} data-testid="audit-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Table.Td>
              <Table.Td>{who(entry)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={
                    entry.action === 'access.refused' || entry.action.endsWith('Failed') ? 'red' : 'blue'
                  }
                  style={{ textTransform: 'none' }}
                >
                  {action(entry.action)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ObjectCell entry={entry} onFilter={onFilter} />
              </Table.Td>
              <Table.Td>
                <Changes entry={entry} />
              </Table.Td>
              <Table.Td maw={240}>
                <Where entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EntryCards({ entries, onFilter }: { entries: AuditEntry[]; onFilter: (e: AuditEntry) => void }) {
  const { action, who } = useLabels();
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <Paper withBorder radius="md" p="sm" key={entry._id} data-testid="audit-row">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {action(entry.action)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
            </Group>
            <Text size="sm">{who(entry)}</Text>
            <ObjectCell entry={entry} onFilter={onFilter} />
            <Changes entry={entry} />
            <Where entry={entry} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Filters({ search }: { search: ReturnType<typeof useAuditSearch> }) {
  const { t, action } = useLabels();
  const [actionText, setActionText] = useState(search.action ?? '');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="audit-filters">
      <WorkerPicker
        label={t('audit.filter.person')}
        placeholder={t('audit.filter.anyone')}
        nothingFound={t('audit.filter.nobody')}
        value={search.actor}
        currentName={null}
        onChange={(id) => search.update({ actor: id })}
      />
      <Autocomplete
        label={t('audit.filter.action')}
        placeholder={t('audit.filter.anyAction')}
        data={KNOWN_ACTIONS.map((value) => ({ value, label: `${action(value)} (${value})` }))}
        value={actionText}
        onChange={setActionText}
        onOptionSubmit={(value) => {
          setActionText(value);
          search.update({ action: value });
        }}
        onBlur={() => search.update({ action: actionText.trim() || null })}
        data-testid="audit-filter-action"
      />
      <Group grow gap="xs" align="flex-end">
        <Select
          label={t('audit.filter.objectType')}
          placeholder={t('audit.filter.anyObject')}
          data={TARGET_TYPES.map((value) => ({ value, label: t(`audit.targetType.${value}`) }))}
          value={search.targetType}
          onChange={(value) => search.update({ targetType: value, ...(value ? {} : { targetId: null }) })}
          clearable
          data-testid="audit-filter-type"
        />
        <TextInput
          label={t('audit.filter.objectId')}
          value={search.targetId ?? ''}
          onChange={(e) => search.update({ targetId: e.currentTarget.value.trim() || null })}
          disabled={!search.targetType}
          data-testid="audit-filter-id"
        />
      </Group>
      <DateRangeField
        clearable
        // The URL names the last day (included); the field takes days [from, to).
        value={{ from: search.from, to: search.to ? addDays(search.to, 1) : null }}
        onChange={(range) => search.update({ from: range.from, to: range.to ? addDays(range.to, -1) : null })}
        testId="audit-filter"
      />
      <Group align="flex-end">
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={18} aria-hidden />}
          onClick={() => {
            setActionText('');
            search.clear();
          }}
          data-testid="audit-clear"
        >
          {t('audit.filter.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}

function ExportButtons({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      showToast('green', t('audit.exported', { name: await downloadAudit(filter, format) }));
    } catch (error) {
      showErrorDialog(error, t('audit.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void run(format)}
          loading={busy === format}
          data-testid={`audit-export-${format}`}
          {...offline}
        >
          {t('audit.export', { format: format.toUpperCase() })}
        </Button>
      ))}
    </Group>
  );
}

export default function AuditPage() {
  const { t } = useTranslation();
  const search = useAuditSearch();
  const filter = filterOf(search as AuditSearch);
  const log = useAuditLog(filter);
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const onlyObject = (entry: AuditEntry) =>
    entry.target && search.update({ targetType: entry.target.type, targetId: entry.target.id });

  if (log.isError && !log.data) return <RouteErrorPage error={log.error} />;
  return (
    <Stack gap="md" data-testid="audit-page">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('admin.audit')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('audit.intro')}
          </Text>
        </Stack>
        <ExportButtons filter={filter} />
      </Group>
      <Filters search={search} />
      {!log.data ? (
        <Stack gap={6}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="audit-empty">
          {t('audit.empty')}
        </Alert>
      ) : (
        <div style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }} aria-busy={log.isFetching}>
          {desktop ? (
            <EntryTable entries={entries} onFilter={onlyObject} />
          ) : (
            <EntryCards entries={entries} onFilter={onlyObject} />
          )}
        </div>
      )}
      {log.hasNextPage && (
        <Group justify="center">
          <Button
            variant="light"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
            data-testid="audit-more"
          >
            {t('audit.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
