// The organisation's holidays on /admin/organization (docs/decisions/112): one year at
// a time in a dense table by date; admins with all on the organisation add, change and delete
// them in a side panel. The current and next year arrive prefilled with Finnish public holidays.
import { Button, Group, Select, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Holiday } from '@tuura/domain/schemas/holiday';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { RowEditDrawer, useEditTarget } from '../../components/resourceList/EditDrawer.tsx';
import { ResourceSection, SectionTable } from '../../components/resourceList/ResourceSection.tsx';
import { EditRemoveIcons } from '../../components/resourceList/RowActions.tsx';
import { dayjs } from '../../i18n/dayjs.ts';
import { HolidayForm } from './HolidayForm.tsx';
import { holidaysOfYearQuery, useRemoveHoliday } from './holidaysApi.ts';

export function HolidaysSection({ canEdit, thisYear }: { canEdit: boolean; thisYear: number }) {
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState(thisYear);
  const editing = useEditTarget<Holiday>();
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const holidays = useQuery(holidaysOfYearQuery(year));
  const formatDate = (date: string) => dayjs(date).locale(i18n.language).format(t('holidays.dateFormat'));
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map(String);
  const controls = (
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
          onClick={() => editing.open(null)}
          data-testid="holiday-add"
        >
          {t('holidays.add')}
        </Button>
      )}
    </Group>
  );
  const overlays = (
    <>
      <RowEditDrawer editing={editing} title={(item) => t(item ? 'holidays.editTitle' : 'holidays.newTitle')}>
        {(item) => <HolidayForm holiday={item} defaultDate={`${year}-01-01`} onDone={editing.close} />}
      </RowEditDrawer>
      <RemoveDialog
        target={removing}
        onClose={() => setRemoving(null)}
        remove={useRemoveHoliday()}
        texts={{
          title: t('holidays.removeTitle', { name: removing?.name ?? '' }),
          text: t('holidays.removeText', { date: removing ? formatDate(removing.date) : '' }),
          confirmLabel: t('holidays.removeConfirm'),
          removed: t('holidays.removed', { name: removing?.name ?? '' }),
          failed: t('holidays.removeFailed'),
        }}
        testId="holiday-remove-dialog"
        confirmTestId="holiday-remove-confirm"
      />
    </>
  );
  return (
    <ResourceSection
      testId="holidays-section"
      title={t('holidays.title')}
      help={t('holidays.help')}
      helpWidth={480}
      controls={controls}
      list={holidays}
      skeletonHeight={200}
      texts={{ loadFailed: t('holidays.loadFailed'), empty: t('holidays.empty', { year }) }}
      overlays={overlays}
    >
      {(rows) => (
        // Scrolls inside its card on a phone: the page itself never scrolls sideways.
        <SectionTable
          testId="holidays-table"
          minWidth={480}
          dense
          head={[t('holidays.date'), t('holidays.name'), t('holidays.description')]}
          actions={canEdit && { label: t('holidays.actions'), width: 80 }}
        >
          {rows.map((h) => (
            <Table.Tr key={h._id} data-testid="holiday-row" data-name={h.name}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(h.date)}</Table.Td>
              <Table.Td>{h.name}</Table.Td>
              <Table.Td c="dimmed">{h.description}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <EditRemoveIcons
                    edit={{ label: t('holidays.edit', { name: h.name }), onClick: () => editing.open(h) }}
                    remove={{ label: t('holidays.remove', { name: h.name }), onClick: () => setRemoving(h) }}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </SectionTable>
      )}
    </ResourceSection>
  );
}
