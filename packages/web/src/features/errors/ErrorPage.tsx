// The error page (spec §2): status code, message and sub-message; 401 links to /manage/login,
// anything else home ('/' when logged in, else the login page).
import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { paths } from '../../app/paths.ts';

type Props = { status: number; message?: string; subMessage?: string };

export function ErrorPage({ status, message, subMessage }: Props) {
  const { t, i18n } = useTranslation();
  const { data } = useSession();
  const loggedIn = data !== undefined && data.kind !== 'anonymous';
  const known = i18n.exists(`errors.status.${status}.title`);
  const title = message ?? t(known ? `errors.status.${status}.title` : 'errors.status.other.title');
  const sub = subMessage ?? t(known ? `errors.status.${status}.text` : 'errors.status.other.text');
  const link = status === 401 ? paths.manageLogin : loggedIn ? paths.home : paths.login;
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} data-testid="error-status">
          {status}
        </Text>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{sub}</Text>
        <Button component={Link} to={link} mt="md">
          {status === 401 ? t('errors.toLogin') : t('errors.toHome')}
        </Button>
        {status === 401 && (
          <Anchor component={Link} to={paths.home} size="sm">
            {t('errors.toHome')}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}

/** A page that threw (app/RouteErrorBoundary): an API error's status and texts, else a 500. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (error instanceof ApiError)
    return <ErrorPage status={error.status} message={error.body.error} subMessage={error.body.message} />;
  return <ErrorPage status={500} />;
}

export const NotAuthorizedPage = () => <ErrorPage status={403} />;
export const NotFoundPage = () => <ErrorPage status={404} />;
