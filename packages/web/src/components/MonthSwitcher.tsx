// One month at a time with arrows either side (bills, compensation, reports): the month's name in
// the language between them. The value is `YYYY-MM`.
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addMonths, monthLabel } from '../lib/money.ts';

export function MonthSwitcher({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" data-testid="month-switcher">
      <ActionIcon
        variant="subtle"
        aria-label={t('month.previous')}
        onClick={() => onChange(addMonths(value, -1))}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Text fw={600} miw={150} ta="center" tt="capitalize" aria-live="polite">
        {monthLabel(value, i18n.language)}
      </Text>
      <ActionIcon variant="subtle" aria-label={t('month.next')} onClick={() => onChange(addMonths(value, 1))}>
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
