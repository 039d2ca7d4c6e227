// /admin/shift-templates (spec §2, §3, §7): pick a customer and a department (kept in the URL, so
// the view can be bookmarked), see its templates in priority order, and — with `all` on
// shiftTemplates — add, edit, reorder and delete them, and make shifts from them for a week.
// Read level sees everything and gets no edit controls.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { UI } from '@tuura/domain/limits';
import { hasEdit } from '@tuura/domain/permissions';
import { zonedParts } from '@tuura/domain/rules/zonedTime';
import type { Template } from '@tuura/domain/schemas/template';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../api/session.ts';
import { notify } from '../../components/notify.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { useCustomers, useDepartmentTemplates, useRemoveTemplate, useReorderTemplates } from './api.ts';
import { InstantiateDialog } from './InstantiateDialog.tsx';
import { TemplateDrawer } from './TemplateForm.tsx';
import './texts.ts';

/** A Helsinki clock time as Finnish text writes it: `7.00`, `22.30`. */
const clockText = (instant: string) => {
  const p = zonedParts(instant);
  return `${p.hour}.${String(p.minute).padStart(2, '0')}`;
};

export default function TemplatesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'shiftTemplates');
  // Making shifts plans them: it needs `all` on shifts too (docs/decisions/095).
  const canPlan = canEdit && hasEdit(user.permissions, 'shifts');
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customer');
  const departmentId = params.get('department');
  const customers = useCustomers();
  const templates = useDepartmentTemplates(departmentId);
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [removing, setRemoving] = useState<Template | null>(null);
  const [instantiating, setInstantiating] = useState(false);

  const customer = customers.data?.find((c) => c._id === customerId);
  const choose = (next: { customer: string | null; department: string | null }) =>
    setParams(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))), {
      replace: true,
    });
  const list = templates.data ?? [];

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} fz="h2">
        {t('admin.templates')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('templates.intro')}
      </Text>
      {!canEdit && (
        <Alert color="blue" variant="light" data-testid="templates-read-only">
          {t('templates.readOnly')}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        <Select
          label={t('templates.customer')}
          data={(customers.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
          value={customerId}
          onChange={(id) => choose({ customer: id, department: null })}
          searchable
          disabled={customers.isPending}
          placeholder={customers.isPending ? t('common.loading') : undefined}
          w={300}
          data-testid="templates-customer"
        />
        <Select
          label={t('templates.department')}
          data={(customer?.departments ?? []).map((d) => ({ value: d._id, label: d.name }))}
          value={departmentId}
          onChange={(id) => choose({ customer: customerId, department: id })}
          searchable
          disabled={!customer}
          w={300}
          data-testid="templates-department"
        />
        {departmentId && canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
            data-testid="template-add"
          >
            {t('templates.add')}
          </Button>
        )}
        {departmentId && canPlan && list.length > 0 && (
          <Button variant="light" onClick={() => setInstantiating(true)} data-testid="templates-instantiate">
            {t('templates.instantiate')}
          </Button>
        )}
      </Group>
      {!departmentId ? (
        <Text c="dimmed">{t('templates.chooseDepartment')}</Text>
      ) : templates.isPending ? (
        <Loader role="status" aria-label={t('common.loading')} />
      ) : templates.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('templates.loadFailed')}>
          <Button variant="subtle" size="compact-sm" onClick={() => void templates.refetch()}>
            {t('common.refresh')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed" data-testid="templates-empty">
          {t(canEdit ? 'templates.empty' : 'templates.emptyRead')}
        </Text>
      ) : (
        <TemplateTable list={list} canEdit={canEdit} onEdit={setEditing} onRemove={setRemoving} />
      )}
      {departmentId && (
        <TemplateDrawer
          editing={editing}
          department={departmentId}
          nextPriority={list.length === 0 ? 0 : Math.max(...list.map((x) => x.priority)) + 1}
          onClose={() => setEditing(null)}
        />
      )}
      <RemoveConfirm template={removing} onClose={() => setRemoving(null)} />
      {instantiating && (
        <InstantiateDialog
          opened
          templateIds={list.map((x) => x._id)}
          onClose={() => setInstantiating(false)}
        />
      )}
    </Stack>
  );
}

type TableProps = {
  list: Template[];
  canEdit: boolean;
  onEdit: (template: Template) => void;
  onRemove: (template: Template) => void;
};

function TemplateTable({ list, canEdit, onEdit, onRemove }: TableProps) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const reorder = useReorderTemplates();
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((x) => x._id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };
  return (
    // A region that scrolls sideways on a phone, reachable by keyboard (a reader has no buttons in it).
    <Paper
      withBorder
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('admin.templates')}
    >
      <Table
        miw={canEdit ? 560 : undefined}
        stickyHeader
        striped
        highlightOnHover
        data-testid="templates-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('templates.time')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('fields.description')}</Table.Th>
            <Table.Th visibleFrom="md">{t('fields.billing')}</Table.Th>
            <Table.Th visibleFrom="md">{t('fields.salary')}</Table.Th>
            {canEdit && <Table.Th>{t('templates.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((x, i) => (
            <Table.Tr key={x._id} data-testid="template-row">
              <Table.Td fw={600}>{x.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {clockText(x.from)}–{clockText(x.to)}
              </Table.Td>
              <Table.Td visibleFrom="sm">{x.description}</Table.Td>
              <Table.Td visibleFrom="md">{x.billing}</Table.Td>
              <Table.Td visibleFrom="md">{x.salary}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('templates.moveUp', { name: x.name })}
                      disabled={i === 0 || reorder.isPending || offline.disabled}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('templates.moveDown', { name: x.name })}
                      disabled={i === list.length - 1 || reorder.isPending || offline.disabled}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('templates.editNamed', { name: x.name })}
                      onClick={() => onEdit(x)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('templates.removeNamed', { name: x.name })}
                      disabled={offline.disabled}
                      onClick={() => onRemove(x)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function RemoveConfirm({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const remove = useRemoveTemplate();
  const name = template?.name ?? '';
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={t('templates.removeTitle', { name })}
      size={UI.modalWidth}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t('templates.removeText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          data-testid="template-remove-confirm"
          {...offline}
          onClick={() =>
            template &&
            remove.mutate(template._id, {
              onSuccess: () => {
                notify('green', t('templates.removed', { name }));
                onClose();
              },
            })
          }
        >
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
