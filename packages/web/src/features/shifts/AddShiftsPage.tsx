// /add-shifts. (Being built: customer → department → template, or free entry.)
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function AddShiftsPage() {
  const { t } = useTranslation();
  return (
    <Title order={1} fz="h2">
      {t('nav.addShifts')}
    </Title>
  );
}
