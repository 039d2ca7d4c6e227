// /admin/customers (spec §2; menu needs read on departments): customers, each with its departments
// in full, in an accordion that keeps its place while side panels edit (UI.md). Level `all` on
// departments creates, renames and removes; read level sees everything and no edit control (§6).
import { Accordion, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasEdit } from '@tuura/domain/permissions';
import type { Customer } from '@tuura/domain/schemas/customer';
import type { Department } from '@tuura/domain/schemas/department';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { ListCard, ListTable } from '../../components/resourceList/ListRows.tsx';
import {
  AddButton,
  EmptyNote,
  PageHeading,
  PageSkeleton,
} from '../../components/resourceList/ResourcePage.tsx';
import { RowButtons } from '../../components/resourceList/RowActions.tsx';
import '../../i18n/adminTexts.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { customersQuery, departmentsQuery } from './api.ts';
import { CustomerForm, type CustomerFormTarget } from './CustomerForm.tsx';
import { DepartmentForm, type DepartmentFormTarget } from './DepartmentForm.tsx';
import { RemoveCustomerDialog, RemoveDepartmentDialog } from './RemoveDialogs.tsx';
import './texts.ts';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import { sortRows } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';

type Actions = {
  canEdit: boolean;
  editDepartment: (customer: Customer, department: Department) => void;
  removeDepartment: (customer: Customer, id: string, name: string) => void;
};

/** A department's address and contacts in one line each; empty ones left out. */
function Details({ d }: { d: Department | undefined }) {
  const { t } = useTranslation();
  if (!d) return <Skeleton h={16} w={160} />;
  const address = [d.street, d.zip].filter(Boolean).join(', ');
  const contact = [d.phone, d.email].filter(Boolean).join(' · ');
  return (
    <Stack gap={0}>
      <Text size="sm">{address || t('customers.department.noAddress')}</Text>
      {contact && (
        <Text size="sm" c="dimmed">
          {contact}
        </Text>
      )}
    </Stack>
  );
}

function DepartmentButtons({
  customer,
  d,
  name,
  actions,
}: {
  customer: Customer;
  d: Department | undefined;
  name: string;
  id: string;
  actions: Actions;
}) {
  const { t } = useTranslation();
  return (
    <RowButtons
      actions={[
        {
          icon: IconPencil,
          label: t('customers.edit'),
          ariaLabel: t('customers.department.editOne', { name }),
          testId: 'department-edit',
          onClick: () => d && actions.editDepartment(customer, d),
          disabled: !d,
        },
        {
          icon: IconTrash,
          look: 'danger',
          label: t('common.delete'),
          ariaLabel: t('customers.department.removeOne', { name }),
          testId: 'department-remove',
          onClick: () => d && actions.removeDepartment(customer, d._id, name),
          disabled: !d,
        },
      ]}
    />
  );
}

const DEPARTMENT_SORT_KEYS = ['name', 'address'] as const;

function Departments({
  customer,
  full,
  actions,
}: {
  customer: Customer;
  full: Map<string, Department> | undefined;
  actions: Actions;
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  // One sort in the URL for every customer's table (decision 142).
  const { sort, toggle } = useTableSort(DEPARTMENT_SORT_KEYS);
  const sorting = { sort, onSort: toggle };
  const shown = sortRows(customer.departments, sort, {
    name: (ref) => ref.name,
    address: (ref) => {
      const d = full?.get(ref._id);
      return d ? [d.street, d.zip].filter(Boolean).join(', ') : null;
    },
  });
  if (customer.departments.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="customer-no-departments">
        {t(actions.canEdit ? 'customers.noDepartmentsEdit' : 'customers.noDepartments')}
      </Text>
    );
  if (!desktop)
    return (
      <Stack gap="xs">
        {customer.departments.map((ref) => {
          const d = full?.get(ref._id);
          return (
            <ListCard key={ref._id} testId="department-row">
              <Stack gap={4}>
                <Text fw={600}>{ref.name}</Text>
                <Details d={d} />
                {d?.compensationInstruction && <Text size="sm">{d.compensationInstruction}</Text>}
                {d?.meta && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {d.meta}
                  </Text>
                )}
                {actions.canEdit && (
                  <Group justify="flex-end">
                    <DepartmentButtons
                      customer={customer}
                      d={d}
                      id={ref._id}
                      name={ref.name}
                      actions={actions}
                    />
                  </Group>
                )}
              </Stack>
            </ListCard>
          );
        })}
      </Stack>
    );
  return (
    <ListTable
      testId="departments-table"
      columns={
        <>
          <SortTh sortKey="name" {...sorting}>
            {t('fields.name')}
          </SortTh>
          <SortTh sortKey="address" {...sorting}>
            {t('customers.department.address')}
          </SortTh>
          <Table.Th>{t('fields.compensationInstruction')}</Table.Th>
          <Table.Th>{t('fields.meta')}</Table.Th>
        </>
      }
      actionsHead={actions.canEdit && t('customers.actions')}
    >
      {shown.map((ref) => {
        const d = full?.get(ref._id);
        return (
          <Table.Tr key={ref._id} data-testid="department-row">
            <Table.Td fw={600}>{ref.name}</Table.Td>
            <Table.Td>
              <Details d={d} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{d?.compensationInstruction}</Text>
            </Table.Td>
            <Table.Td maw={240}>
              <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {d?.meta}
              </Text>
            </Table.Td>
            {actions.canEdit && (
              <Table.Td>
                <DepartmentButtons customer={customer} d={d} id={ref._id} name={ref.name} actions={actions} />
              </Table.Td>
            )}
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

export default function CustomersPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'departments');
  const customers = useQuery(customersQuery);
  const departments = useQuery(departmentsQuery);
  const [open, setOpen] = useState<string[]>([]);
  const [customerForm, setCustomerForm] = useState<{ target: CustomerFormTarget } | null>(null);
  const [departmentForm, setDepartmentForm] = useState<DepartmentFormTarget | null>(null);
  const [removingCustomer, setRemovingCustomer] = useState<Customer | null>(null);
  const [removingDepartment, setRemovingDepartment] = useState<{
    customer: Customer;
    id: string;
    name: string;
  } | null>(null);
  const actions: Actions = {
    canEdit,
    editDepartment: (customer, department) =>
      setDepartmentForm({ customer: { id: customer._id, name: customer.name }, department }),
    removeDepartment: (customer, id, name) => setRemovingDepartment({ customer, id, name }),
  };

  if (customers.isPending) return <PageSkeleton rows={4} rowHeight={56} />;
  if (!customers.data)
    return <RouteErrorPage error={customers.error} onRetry={() => void customers.refetch()} />;
  const list = customers.data;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeading title={t('admin.customers')} note={t('customers.count', { count: list.length })}>
        {canEdit && (
          <AddButton
            label={t('customers.new')}
            testId="customer-new"
            onClick={() => setCustomerForm({ target: null })}
          />
        )}
      </PageHeading>
      {list.length === 0 ? (
        <EmptyNote testId="customers-empty">
          {t(canEdit ? 'customers.emptyEdit' : 'customers.empty')}
        </EmptyNote>
      ) : (
        <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
          {list.map((c) => (
            <Accordion.Item key={c._id} value={c._id} data-testid="customer-item" data-name={c.name}>
              <Accordion.Control>
                <Group gap="sm" wrap="nowrap">
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('customers.departmentCount', { count: c.departments.length })}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {canEdit && (
                    <RowButtons
                      gap="xs"
                      wrap
                      testId="customer-actions"
                      actions={[
                        {
                          icon: IconPlus,
                          look: 'filled',
                          label: t('customers.department.new'),
                          testId: 'department-new',
                          onClick: () => setDepartmentForm({ customer: { id: c._id, name: c.name } }),
                        },
                        {
                          icon: IconPencil,
                          label: t('customers.rename'),
                          testId: 'customer-rename',
                          onClick: () => setCustomerForm({ target: { id: c._id, name: c.name } }),
                        },
                        {
                          icon: IconTrash,
                          look: 'danger',
                          label: t('customers.remove'),
                          testId: 'customer-remove',
                          onClick: () => setRemovingCustomer(c),
                        },
                      ]}
                    />
                  )}
                  <Departments customer={c} full={departments.data} actions={actions} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <CustomerForm
        opened={customerForm !== null}
        target={customerForm?.target ?? null}
        onClose={() => setCustomerForm(null)}
        // A new customer opens, ready for its first department.
        onCreated={(id) => setOpen((ids) => [...ids, id])}
      />
      <DepartmentForm target={departmentForm} onClose={() => setDepartmentForm(null)} />
      <RemoveCustomerDialog customer={removingCustomer} onClose={() => setRemovingCustomer(null)} />
      <RemoveDepartmentDialog target={removingDepartment} onClose={() => setRemovingDepartment(null)} />
    </Stack>
  );
}
