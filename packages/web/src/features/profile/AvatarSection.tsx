// Own profile picture: choose a file (checked here before sending), see it, remove it.
import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { AVATAR } from '@tuura/domain/limits';
import type { User } from '@tuura/domain/schemas/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorMessage, messageTextKey } from '../../components/apiErrorText.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { avatarProblem, useAvatar } from './avatar.ts';

export function AvatarSection({ user }: { user: User }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const offline = useOfflineAction();
  const { upload, remove } = useAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const max = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte' }).format(
    AVATAR.maxBytes / 1_000_000,
  );
  const failed = (title: string) => (error: unknown) =>
    setProblem(error instanceof ApiError ? errorMessage(error) : title);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const refused = await avatarProblem(file);
    if (refused) return setProblem(t(messageTextKey(refused), { max }));
    upload.mutate(file, {
      onSuccess: () => showToast('green', t('profile.avatar.saved')),
      onError: failed(t('profile.avatar.failed')),
    });
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="profile-avatar-section">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('profile.avatar.title')}
        </Title>
        <Group gap="md" align="center">
          {user.avatar && (
            <Avatar
              src={user.avatar}
              alt={t('profile.avatar.alt')}
              size={96}
              radius={96}
              data-testid="avatar-preview"
            />
          )}
          <Stack gap="xs">
            <Group gap="xs">
              <FileButton onChange={choose} accept={AVATAR.contentTypes.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    {...offline}
                    leftSection={<IconPhotoUp size={16} aria-hidden />}
                    loading={upload.isPending}
                    data-testid="avatar-choose"
                  >
                    {t('profile.avatar.choose')}
                  </Button>
                )}
              </FileButton>
              {user.avatar && (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  loading={remove.isPending}
                  onClick={() => {
                    setProblem(null);
                    remove.mutate(undefined, {
                      onSuccess: () => showToast('green', t('profile.avatar.removed')),
                      onError: failed(t('profile.avatar.removeFailed')),
                    });
                  }}
                  {...offline}
                  data-testid="avatar-remove"
                >
                  {t('profile.avatar.remove')}
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('profile.avatar.rule', { max })}
            </Text>
          </Stack>
        </Group>
        {problem && (
          <Text c="red" size="sm" role="alert" data-testid="avatar-problem">
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
