// A page whose feature comes later: its title and an empty state that says so (no invented data).
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Stack align="center" gap="xs" py="xl" ta="center" data-testid="empty-state">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconHourglassEmpty size={30} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t('placeholder.title')}</Text>
        <Text c="dimmed" maw={420}>
          {t('placeholder.text')}
        </Text>
      </Stack>
    </Stack>
  );
}
