// "Take over session" for an admin with all on users (spec §6; decision 105): after a confirm,
// this browser acts as the user. Any page that shows a person can place it (the users admin's
// rows, planning's shift panel), so it is shared chrome; it renders nothing for those who may not:
// the rank rule (decision 132) needs the person's levels, looked up here when the page has none.
import { Button, type ButtonProps, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { takeOverContracts } from '@tuura/domain/api/takeOver';
import { hasEdit, mayActOn, type Permissions } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call, endpoint } from '../api/client.ts';
import { useSession, useSetSession } from '../api/session.ts';
import { userAdminQuery } from '../api/userAdmin.ts';
import { homeFor } from '../app/paths.ts';
import { errorMessage } from './apiErrorText.ts';
import './takeOverTexts.ts';
import { showToast } from './toast.ts';

const start = endpoint<typeof takeOverContracts.start>('POST', '/api/users/:id/control/admin');

type Props = {
  userId: string;
  name: string;
  /** The person's levels when the page has them; otherwise looked up. */
  permissions?: Permissions;
} & Pick<ButtonProps, 'size' | 'variant'>;

export function TakeOverButton({ userId, name, permissions, size = 'xs', variant = 'light' }: Props) {
  const { t } = useTranslation();
  const { data } = useSession();
  const client = useQueryClient();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const takeOver = useMutation({
    meta: { silent: true },
    mutationFn: () => call(start, { params: { id: userId } }),
    onSuccess: ({ user }) => {
      // Nothing the admin had loaded belongs to the person now signed in.
      client.clear();
      const session = { kind: 'user' as const, user };
      setSession(session);
      navigate(homeFor(session), { replace: true });
    },
    onError: (error) =>
      showToast(
        'red',
        error instanceof ApiError ? `${t('takeOver.failed')}: ${errorMessage(error)}` : t('takeOver.failed'),
      ),
  });
  const me = data?.kind === 'user' ? data.user : undefined;
  const mayTry = !!me && me._id !== userId && !me.oldSession && hasEdit(me.permissions, 'users');
  const target = useQuery({ ...userAdminQuery(userId), enabled: mayTry && !permissions });
  const theirs = permissions ?? target.data?.permissions;
  if (!mayTry || !theirs || !mayActOn(me.permissions, theirs, 'takeOver')) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: t('takeOver.confirmTitle'),
      children: <Text size="sm">{t('takeOver.confirmText', { name })}</Text>,
      labels: { confirm: t('takeOver.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'orange', 'data-testid': 'take-over-confirm' },
      onConfirm: () => takeOver.mutate(),
    });
  return (
    <Button
      size={size}
      variant={variant}
      color="orange"
      leftSection={<IconUserShare size={16} aria-hidden />}
      onClick={confirm}
      loading={takeOver.isPending}
      data-testid="take-over"
    >
      {t('takeOver.button')}
    </Button>
  );
}
