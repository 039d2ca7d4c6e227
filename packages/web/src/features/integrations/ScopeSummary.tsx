// A token's scope in a table cell: the areas it may change, then those it may only read.
import { Stack, Text } from '@mantine/core';
import type { Permissions } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import '../../i18n/usersTexts.ts';
import { scopeSummary } from './scope.ts';

export function ScopeSummary({ permissions }: { permissions: Permissions }) {
  const { t } = useTranslation();
  const { all, read } = scopeSummary(permissions);
  const names = (areas: readonly string[]) => areas.map((a) => t(`users.permissions.areas.${a}`)).join(', ');
  if (all.length === 0 && read.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('integrations.token.noScope')}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="token-scope">
      {all.length > 0 && <Text size="sm">{t('integrations.token.scopeAll', { areas: names(all) })}</Text>}
      {read.length > 0 && <Text size="sm">{t('integrations.token.scopeRead', { areas: names(read) })}</Text>}
    </Stack>
  );
}
