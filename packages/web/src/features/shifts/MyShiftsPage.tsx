// /shifts: my shifts. (Being built: list, week strip, calendar, detail, stamping.)
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function MyShiftsPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} fz="h2">
      {t('nav.shifts')}
    </Title>
  );
}
