// How another system calls Tuura's API with a token: where the endpoints are documented and the
// header every request carries, with a real admin list of shifts as the example.
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField.tsx';
import { API_DOCS_PATH, bearerHeader, curlExample } from './scope.ts';

export function HowToCard({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const placeholder = t('integrations.howTo.tokenPlaceholder');
  return (
    <Paper withBorder p="md" data-testid="integrations-how-to">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('integrations.howTo.title')}
        </Title>
        <Text size="sm">
          {t('integrations.howTo.docs')}{' '}
          <Anchor
            href={API_DOCS_PATH}
            target="_blank"
            rel="noopener"
            underline="always"
            data-testid="integrations-docs-link"
          >
            {t('integrations.howTo.docsLink')}
            <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
          </Anchor>
        </Text>
        <Stack gap={4}>
          <Text size="sm">{t('integrations.howTo.headerText')}</Text>
          <CopyField
            value={bearerHeader(placeholder)}
            label={t('integrations.howTo.header')}
            testId="how-to-header"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm">{t('integrations.howTo.curlText')}</Text>
          <CopyField
            value={curlExample(origin, placeholder)}
            label={t('integrations.howTo.curlLabel')}
            testId="how-to-curl"
            block
          />
        </Stack>
        <Text size="xs" c="dimmed">
          {t('integrations.howTo.limits')}
        </Text>
      </Stack>
    </Paper>
  );
}
