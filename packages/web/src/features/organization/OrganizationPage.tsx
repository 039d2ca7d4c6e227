// /admin/organization: the organisation's details, logo and settings. Read level sees them; only
// level `all` gets the form's save, the logo's actions and the force-2FA switch (spec §6: edit
// needs `all`). Turning force-2FA on asks first, naming how many users it sends to their profile,
// and needs the admin's own two-factor (docs/decisions/070).
import { Alert, Anchor, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationContracts } from '@tuura/domain/api/organization';
import { hasEdit } from '@tuura/domain/permissions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/client.ts';
import { organizationAdminQuery } from '../../api/organizationAdmin.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useUser } from '../../api/session.ts';
import { paths } from '../../app/paths.ts';
import { useOnline } from '../../lib/online.ts';
import '../../i18n/adminTexts.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { DetailsCard } from './DetailsCard.tsx';
import { Force2faConfirm } from './Force2faConfirm.tsx';
import { HolidaysSection } from './HolidaysSection.tsx';
import { LogoCard } from './LogoCard.tsx';
import { MarketUndoCard } from './MarketUndoCard.tsx';

export default function OrganizationPage() {
  const { t } = useTranslation();
  const user = useUser();
  const online = useOnline();
  const client = useQueryClient();
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const canEdit = hasEdit(user.permissions, 'organization');
  const ownTfa = user.settings.tfa.enabled;
  // The count of users without two-factor changes as people enable it: asked again on every visit.
  const org = useQuery({ ...organizationAdminQuery, refetchOnMount: 'always' });
  const force2fa = useMutation({
    mutationFn: (value: boolean) => call(organizationContracts.setForce2fa, { body: { force2fa: value } }),
    onSuccess: (data) => {
      client.setQueryData(queryKeys.organizationAdmin, data);
      setConfirming(false);
      // Turning it off may free this admin (and everyone else) from the profile: refresh who we are.
      void client.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
  // The dialog names the count as it is now, not as it was when the page opened.
  const confirm = () => {
    setConfirming(true);
    void org.refetch();
  };
  if (org.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  // The error page of spec §8: status, its title, the server's message.
  if (!org.data) return <RouteErrorPage error={org.error} onRetry={() => void org.refetch()} />;
  const o = org.data.organization;
  // Switching on without one's own two-factor would send this admin to the profile too.
  const blocked = !o.settings.force2fa && !ownTfa;
  const toProfile = (
    // The alert's own text colour and an underline: a link colour on the tinted alert is too faint.
    <Anchor
      component={Link}
      to={paths.profile}
      size="sm"
      c="inherit"
      underline="always"
      fw={600}
      data-testid="force2fa-to-profile"
    >
      {t('organization.toProfile')}
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz="h2">
        {t('admin.organization')}
      </Title>
      {user.tfaRequired && (
        <Alert color="yellow" data-testid="force2fa-forced-notice">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('organization.forcedNotice')}</Text>
            {toProfile}
          </Stack>
        </Alert>
      )}
      <DetailsCard organization={o} canEdit={canEdit} />
      <LogoCard organization={o} canEdit={canEdit} />
      <MarketUndoCard organization={o} canEdit={canEdit} />
      <Paper withBorder p="md">
        <Stack gap="sm">
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
                onChange={(e) => (e.currentTarget.checked ? confirm() : force2fa.mutate(false))}
                disabled={!online || force2fa.isPending || blocked}
                aria-label={t('organization.force2fa')}
                aria-describedby={blocked ? reasonId : undefined}
                data-testid="force2fa-switch"
              />
            ) : (
              <Text fw={600} data-testid="force2fa-value">
                {o.settings.force2fa ? t('organization.on') : t('organization.off')}
              </Text>
            )}
          </Group>
          {canEdit && blocked && (
            <Alert color="blue" data-testid="force2fa-blocked">
              <Stack gap={4} align="flex-start">
                <Text size="sm" id={reasonId}>
                  {t('organization.force2faNeedsOwn')}
                </Text>
                {toProfile}
              </Stack>
            </Alert>
          )}
          {o.settings.force2fa && o.usersWithoutTfa > 0 && (
            <Text size="sm" data-testid="force2fa-count">
              {t('organization.force2faCount', { count: o.usersWithoutTfa })}
            </Text>
          )}
        </Stack>
      </Paper>
      <HolidaysSection canEdit={canEdit} thisYear={new Date().getFullYear()} />
      <Force2faConfirm
        opened={confirming}
        usersWithoutTfa={o.usersWithoutTfa}
        pending={force2fa.isPending}
        onConfirm={() => force2fa.mutate(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
