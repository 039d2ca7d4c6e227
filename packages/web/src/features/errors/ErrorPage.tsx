// The error page (spec §2): status code, message and sub-message; 401 links to /manage/login,
// anything else home ('/' when logged in, else the login page).
import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, NetworkError } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { paths } from '../../app/paths.ts';
import { errorMessage, errorTitle } from '../../components/apiErrorText.ts';
import { usePageTitle } from '../../components/PageTitle.tsx';

type Props = {
  /** Left out when nothing answered (no status to show). */
  status?: number;
  message?: string;
  subMessage?: string;
  /** Shown above the link, e.g. a retry. */
  action?: ReactNode;
};

export function ErrorPage({ status, message, subMessage, action }: Props) {
  const { t, i18n } = useTranslation();
  const { data } = useSession();
  const loggedIn = data !== undefined && data.kind !== 'anonymous';
  const known = i18n.exists(`errors.status.${status}.title`);
  const title = message ?? t(known ? `errors.status.${status}.title` : 'errors.status.other.title');
  const sub = subMessage ?? t(known ? `errors.status.${status}.text` : 'errors.status.other.text');
  const link = status === 401 ? paths.manageLogin : loggedIn ? paths.home : paths.login;
  usePageTitle(title);
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        {status !== undefined && (
          <Text fz={64} fw={800} c="dimmed" lh={1} data-testid="error-status">
            {status}
          </Text>
        )}
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" data-testid="error-text">
          {sub}
        </Text>
        {action}
        <Button component={Link} to={link} mt="md" variant={action ? 'default' : 'filled'}>
          {link === paths.home ? t('errors.toHome') : t('errors.toLogin')}
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

type FailureProps = {
  error: unknown;
  /** Offered as 'Try again' when given. */
  onRetry?: () => void;
};

/**
 * A page whose data failed to load, or that threw (app/RouteErrorBoundary), as spec §8 has it: the
 * status code, its title as the message and the server's message below; the network texts when
 * nothing answered; else a 500.
 */
export function RouteErrorPage({ error, onRetry }: FailureProps) {
  const { t } = useTranslation();
  const action = onRetry && (
    <Button onClick={onRetry} mt="md" data-testid="error-retry">
      {t('errors.retry')}
    </Button>
  );
  if (error instanceof ApiError)
    return (
      <ErrorPage
        status={error.status}
        message={errorTitle(error.status)}
        subMessage={errorMessage(error)}
        action={action}
      />
    );
  if (error instanceof NetworkError)
    return (
      <ErrorPage message={t('errors.networkTitle')} subMessage={t('errors.networkText')} action={action} />
    );
  return <ErrorPage status={500} action={action} />;
}

export const NotAuthorizedPage = () => <ErrorPage status={403} />;
export const NotFoundPage = () => <ErrorPage status={404} />;
