// The shift table's filters: the window (a week by default, moved by its own length), place,
// open shifts, type, billing and stamp state, and words. Every change goes to the URL.
import { ActionIcon, Group, NativeSelect, Select, Switch, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { ADMIN_SHIFT_STAMP_FILTERS, BillingStatus, ShiftType } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/shiftTime.ts';
import '../../../i18n/shiftsTexts.ts';
import { billingKey, typeKey } from '../labels.ts';
import { useCustomersFull } from './adminApi.ts';
import { type ShiftTableFilters, shiftWindow } from './filters.ts';

type Props = { filters: ShiftTableFilters; onChange: (next: ShiftTableFilters) => void };

export function ShiftFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const customers = useCustomersFull().data?.customers ?? [];
  const customer = customers.find((c) => c._id === filters.customer);
  const set = (patch: Partial<ShiftTableFilters>) => onChange({ ...filters, ...patch });
  const any = t('adminShifts.filter.any');
  const numberOrNull = (v: string) => (v === '' ? null : Number(v));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="shift-filters">
      <Group gap={4} align="center">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('adminShifts.filter.previous')}
          onClick={() => onChange(shiftWindow(filters, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={170} ta="center" data-testid="shift-window">
          {formatDate(filters.first, 'shifts.format.rangeStart')}–
          {formatDate(filters.last, 'shifts.format.rangeEnd')}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('adminShifts.filter.next')}
          onClick={() => onChange(shiftWindow(filters, 1))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Select
        label={t('adminShifts.filter.customer')}
        placeholder={any}
        data={customers.map((c) => ({ value: c._id, label: c.name }))}
        value={filters.customer}
        onChange={(v) => set({ customer: v, department: null })}
        searchable
        clearable
        w={200}
      />
      <Select
        label={t('adminShifts.filter.department')}
        placeholder={any}
        data={(customer?.departments ?? []).map((d) => ({ value: d._id, label: d.name }))}
        value={filters.department}
        onChange={(v) => set({ department: v })}
        disabled={!customer}
        searchable
        clearable
        w={200}
      />
      <NativeSelect
        label={t('adminShifts.filter.type')}
        data={[
          { value: '', label: any },
          ...ShiftType.values.map((v) => ({ value: String(v), label: t(typeKey(v)) })),
        ]}
        value={filters.type === null ? '' : String(filters.type)}
        onChange={(e) => set({ type: numberOrNull(e.currentTarget.value) as ShiftType | null })}
      />
      <NativeSelect
        label={t('adminShifts.filter.billing')}
        data={[
          { value: '', label: any },
          ...BillingStatus.values.map((v) => ({ value: String(v), label: t(billingKey(v)) })),
        ]}
        value={filters.billingStatus === null ? '' : String(filters.billingStatus)}
        onChange={(e) => set({ billingStatus: numberOrNull(e.currentTarget.value) as BillingStatus | null })}
      />
      <NativeSelect
        label={t('adminShifts.filter.stamp')}
        data={[
          { value: '', label: any },
          ...ADMIN_SHIFT_STAMP_FILTERS.map((s) => ({ value: s, label: t(`adminShifts.stampState.${s}`) })),
        ]}
        value={filters.stamp ?? ''}
        onChange={(e) => set({ stamp: (e.currentTarget.value || null) as ShiftTableFilters['stamp'] })}
      />
      <TextInput
        label={t('adminShifts.filter.words')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={REQUEST.maxSearchLength}
        value={filters.q}
        onChange={(e) => set({ q: e.currentTarget.value })}
        w={200}
      />
      <Switch
        label={t('adminShifts.filter.unfilled')}
        checked={filters.unfilled}
        onChange={(e) => set({ unfilled: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
