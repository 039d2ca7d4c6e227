// /admin/organization: the organisation's settings. Read level sees them; only level `all`
// gets the switch that changes force-2FA (spec §6: edit needs `all`).
import { Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationContracts } from '@tuura/domain/api/organization';
import { hasEdit } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useUser } from '../../api/session.ts';
import { useOnline } from '../../components/OfflineBanner.tsx';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';

const adminKey = [...queryKeys.organization, 'admin'] as const;

export default function OrganizationPage() {
  const { t } = useTranslation();
  const user = useUser();
  const online = useOnline();
  const client = useQueryClient();
  const canEdit = hasEdit(user.permissions, 'organization');
  const org = useQuery({ queryKey: adminKey, queryFn: () => call(organizationContracts.getAdmin) });
  const force2fa = useMutation({
    mutationFn: (value: boolean) => call(organizationContracts.setForce2fa, { body: { force2fa: value } }),
    onSuccess: (data) => {
      client.setQueryData(adminKey, data);
      // Turning it on applies to this admin too: refresh who we are.
      void client.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
  if (org.isPending) return <Loader aria-label={t('common.loading')} />;
  // The error page of spec §8: status, its title, the server's message.
  if (!org.data) return <RouteErrorPage error={org.error} onRetry={() => void org.refetch()} />;
  const o = org.data.organization;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz="h2">
        {t('admin.organization')}
      </Title>
      <Paper withBorder p="md">
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>{t('organization.name')}</Table.Th>
              <Table.Td>{o.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('organization.adminEmail')}</Table.Th>
              <Table.Td>{o.adminEmail}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Text fw={600}>{t('organization.force2fa')}</Text>
            <Text size="sm" c="dimmed">
              {t('organization.force2faHelp')}
            </Text>
          </Stack>
          {canEdit ? (
            <Switch
              checked={o.settings.force2fa}
              onChange={(e) => force2fa.mutate(e.currentTarget.checked)}
              disabled={!online || force2fa.isPending}
              aria-label={t('organization.force2fa')}
              data-testid="force2fa-switch"
            />
          ) : (
            <Text fw={600} data-testid="force2fa-value">
              {o.settings.force2fa ? t('organization.on') : t('organization.off')}
            </Text>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
