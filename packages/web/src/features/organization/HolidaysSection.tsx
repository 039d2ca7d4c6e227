// The organisation's holidays on /admin/organization (docs/decisions/112): one year at
// a time in a dense table by date; admins with all on the organisation add, change and delete
// them in a side panel. The current and next year arrive prefilled with Finnish public holidays.
import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Holiday } from '@tuura/domain/schemas/holiday';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { dayjs } from '../../i18n/dayjs.ts';
import { HolidayForm } from './HolidayForm.tsx';
import { holidaysOfYearQuery, useRemoveHoliday } from './holidaysApi.ts';

type Editing = { holiday: Holiday | null } | null;

export function HolidaysSection({ canEdit, thisYear }: { canEdit: boolean; thisYear: number }) {
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const holidays = useQuery(holidaysOfYearQuery(year));
  const remove = useRemoveHoliday();
  const formatDate = (date: string) => dayjs(date).locale(i18n.language).format(t('holidays.dateFormat'));
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map(String);
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing._id, {
      onSuccess: () => showToast('green', t('holidays.removed', { name: removing.name })),
      onError: (error) => showErrorDialog(error, t('holidays.removeFailed')),
      onSettled: () => setRemoving(null),
    });
  return (
    <Paper withBorder p="md" data-testid="holidays-section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('holidays.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={480}>
              {t('holidays.help')}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-end">
            <Select
              label={t('holidays.year')}
              data={years}
              value={String(year)}
              onChange={(value) => value && setYear(Number(value))}
              allowDeselect={false}
              w={110}
              data-testid="holidays-year"
            />
            {canEdit && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ holiday: null })}
                data-testid="holiday-add"
              >
                {t('holidays.add')}
              </Button>
            )}
          </Group>
        </Group>
        {holidays.isPending && <Skeleton h={200} aria-busy="true" />}
        {holidays.isError && <Alert color="red" title={t('holidays.loadFailed')} />}
        {holidays.data?.length === 0 && <Text c="dimmed">{t('holidays.empty', { year })}</Text>}
        {holidays.data && holidays.data.length > 0 && (
          // Scrolls inside its card on a phone: the page itself never scrolls sideways.
          <Table.ScrollContainer minWidth={480} type="native">
            <Table striped highlightOnHover stickyHeader verticalSpacing={4} data-testid="holidays-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('holidays.date')}</Table.Th>
                  <Table.Th>{t('holidays.name')}</Table.Th>
                  <Table.Th>{t('holidays.description')}</Table.Th>
                  {canEdit && <Table.Th w={80}>{t('holidays.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holidays.data.map((h) => (
                  <Table.Tr key={h._id} data-testid="holiday-row" data-name={h.name}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(h.date)}</Table.Td>
                    <Table.Td>{h.name}</Table.Td>
                    <Table.Td c="dimmed">{h.description}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('holidays.edit', { name: h.name })}
                            onClick={() => setEditing({ holiday: h })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('holidays.remove', { name: h.name })}
                            onClick={() => setRemoving(h)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        title={t(editing?.holiday ? 'holidays.editTitle' : 'holidays.newTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && (
          <HolidayForm
            key={editing.holiday?._id ?? 'new'}
            holiday={editing.holiday}
            defaultDate={`${year}-01-01`}
            onDone={() => setEditing(null)}
          />
        )}
      </Drawer>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('holidays.removeTitle', { name: removing?.name ?? '' })}
        text={t('holidays.removeText', { date: removing ? formatDate(removing.date) : '' })}
        confirmLabel={t('holidays.removeConfirm')}
        onConfirm={confirmRemove}
        loading={remove.isPending}
        testId="holiday-remove-dialog"
        confirmTestId="holiday-remove-confirm"
      />
    </Paper>
  );
}
