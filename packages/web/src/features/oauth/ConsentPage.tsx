// The consent step of Tuura's OpenID provider (decision 122): a partner tool asks to sign the
// signed-in user in; the page says who asks, what it learns and where the browser goes, and
// sends the browser on with the answer. Inside the bare layout, like the login page.
import { Alert, Anchor, Button, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oauthContracts } from '@tuura/domain/api/oauth';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, call } from '../../api/client.ts';
import { endpoints } from '../../api/endpoints.ts';
import { useSetSession, useUser } from '../../api/session.ts';
import { loginPathFor } from '../../app/paths.ts';
import { errorMessage } from '../../components/apiErrorText.ts';
import './texts.ts';

type Answer = 'confirm' | 'abort';

export default function ConsentPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const user = useUser();
  const asked = useQuery({
    queryKey: ['oauth', 'interaction', uid],
    queryFn: () => call(oauthContracts.interaction, { params: { uid } }),
    // An expired request stays expired; a retry only delays saying so.
    retry: false,
    gcTime: 0,
  });
  const answer = useMutation({
    meta: { silent: true },
    mutationFn: (choice: Answer) => call(oauthContracts[choice], { params: { uid } }),
    // The provider resumes the authorization and sends the browser back to the partner tool.
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });

  if (asked.isPending)
    return (
      <Center p="xl" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  if (asked.isError) return <Problem error={asked.error} />;

  const { consumer, scopes, redirectHost } = asked.data.interaction;
  const name = `${user.personal.firstName} ${user.personal.lastName}`;
  const leaving = answer.isSuccess;
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('oauth.heading', { consumer: consumer.name })}
      </Title>
      <Text>{t('oauth.intro', { consumer: consumer.name })}</Text>
      <div>
        <Text size="sm" c="dimmed">
          {t('oauth.signedInAs')}
        </Text>
        <Text fw={600} data-testid="oauth-user">
          {name}
        </Text>
        <Text size="sm">{user.email}</Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          {t('oauth.shares')}
        </Text>
        <List size="sm" spacing={4} mt={4}>
          {scopes.map((scope) => (
            <List.Item key={scope}>{t(`oauth.scope.${scope}`)}</List.Item>
          ))}
        </List>
      </div>
      <Text size="sm" c="dimmed">
        {t('oauth.redirect', { host: redirectHost })}
      </Text>
      {answer.isError && <Problem error={answer.error} />}
      {leaving ? (
        <Text role="status">{t('oauth.leaving')}</Text>
      ) : (
        <Stack gap="xs">
          <Button
            fullWidth
            size="md"
            loading={answer.isPending && answer.variables === 'confirm'}
            disabled={answer.isPending}
            onClick={() => answer.mutate('confirm')}
          >
            {t('oauth.allow')}
          </Button>
          <Button
            fullWidth
            size="md"
            variant="default"
            loading={answer.isPending && answer.variables === 'abort'}
            disabled={answer.isPending}
            onClick={() => answer.mutate('abort')}
          >
            {t('oauth.refuse')}
          </Button>
        </Stack>
      )}
      <SwitchUser name={name} />
    </Stack>
  );
}

/**
 * Someone else's Tuura session on this phone: signing out here brings the login page, which
 * returns to this request, now answered by the right person.
 */
function SwitchUser({ name }: { name: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useMutation({
    meta: { silent: true },
    mutationFn: () => call(endpoints.logout),
    onSuccess: () => {
      client.clear();
      setSession({ kind: 'anonymous' });
      navigate(loginPathFor(pathname), { replace: true });
    },
  });
  return (
    <Text size="xs" c="dimmed">
      {t('oauth.notYou', { name })}{' '}
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={() => logout.mutate()}
        data-testid="oauth-switch-user"
      >
        {t('oauth.switchUser')}
      </Anchor>
      {logout.isError && (
        <Text component="span" size="xs" c="red" role="alert" display="block">
          {t('oauth.switchFailed')}
        </Text>
      )}
    </Text>
  );
}

function Problem({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid="oauth-problem">
      {error instanceof ApiError ? errorMessage(error) : t('errors.networkText')}
    </Alert>
  );
}
