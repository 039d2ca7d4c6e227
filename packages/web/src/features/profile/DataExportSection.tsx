// My data (GDPR articles 15 and 20, decision 134): one link downloads everything Tuura holds about
// me as a ZIP, streamed by the server straight to a file (never held in the page's memory).
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { personalDataContracts } from '@tuura/domain/api/personalData';
import { useTranslation } from 'react-i18next';

export function DataExportSection() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="profile-data-section">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {t('profile.data.title')}
        </Title>
        <Text size="sm">{t('profile.data.intro')}</Text>
        <Button
          component="a"
          href={personalDataContracts.myExport.path}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          data-testid="profile-data-download"
        >
          {t('profile.data.download')}
        </Button>
      </Stack>
    </Paper>
  );
}
