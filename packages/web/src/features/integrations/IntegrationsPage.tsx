// /admin/integrations (spec §2, §7; menu needs read on developer): how to call the API, the
// organisation's API tokens and its auth consumers. Level `all` on developer creates, changes and
// revokes them; a reader sees the same lists with no action (§6).
import { Alert, Stack, Text, Title } from '@mantine/core';
import { hasEdit } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import '../../i18n/adminTexts.ts';
import { ConsumersSection } from './ConsumersSection.tsx';
import { HowToCard } from './HowToCard.tsx';
import { TokensSection } from './TokensSection.tsx';
import './texts.ts';

export default function IntegrationsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'developer');
  const origin = window.location.origin;
  return (
    <Stack gap="md" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('admin.integrations')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('integrations.intro')}
        </Text>
      </Stack>
      {!canEdit && (
        <Alert color="gray" variant="light" data-testid="integrations-read-only">
          {t('integrations.readOnly')}
        </Alert>
      )}
      <TokensSection canEdit={canEdit} origin={origin} />
      <ConsumersSection canEdit={canEdit} origin={origin} />
      <HowToCard origin={origin} />
    </Stack>
  );
}
