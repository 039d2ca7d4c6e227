// The organisation's logo: what it is now, choosing a new one (checked here by the server's rules
// before sending) and removing it. A reader sees the logo only.
import { Box, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { LOGO } from '@tuura/domain/limits';
import type { Organization } from '@tuura/domain/schemas/organization';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorMessage, messageTextKey } from '../../components/apiErrorText.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { logoProblem, useLogo } from './organizationApi.ts';

export function LogoCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const offline = useOfflineAction();
  const { upload, remove } = useLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const max = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte' }).format(
    LOGO.maxBytes / 1000,
  );
  const failed = (title: string) => (error: unknown) =>
    setProblem(error instanceof ApiError ? errorMessage(error) : title);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const refused = await logoProblem(file);
    // The same words as the server's refusal, which counts bytes.
    if (refused)
      return setProblem(t(messageTextKey(refused), { max: LOGO.maxBytes.toLocaleString(language) }));
    upload.mutate(file, {
      onSuccess: () => showToast('green', t('organization.logoSaved')),
      onError: failed(t('organization.logoFailed')),
    });
  };
  const removeLogo = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => showToast('green', t('organization.logoRemoved')),
      onError: failed(t('organization.logoRemoveFailed')),
    });
  };
  return (
    <Paper withBorder p="md" data-testid="organization-logo-card">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('organization.logoTitle')}
        </Title>
        <Group gap="lg" align="center">
          {organization.logo ? (
            // On white of its own, as on the light header: a dark logo stays visible in dark mode.
            <Box
              p="xs"
              bg="white"
              bd="1px solid var(--mantine-color-default-border)"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Box
                component="img"
                src={organization.logo}
                alt={t('organization.logoAlt', { name: organization.name })}
                h={80}
                maw={240}
                style={{ objectFit: 'contain', display: 'block' }}
                data-testid="organization-logo-preview"
              />
            </Box>
          ) : (
            <Text c="dimmed" data-testid="organization-logo-none">
              {t('organization.logoNone')}
            </Text>
          )}
          {canEdit && (
            <Stack gap="xs">
              <Group gap="xs">
                <FileButton onChange={choose} accept={LOGO.contentTypes.join(',')}>
                  {(props) => (
                    <Button
                      {...props}
                      {...offline}
                      leftSection={<IconPhotoUp size={16} aria-hidden />}
                      loading={upload.isPending}
                      data-testid="organization-logo-choose"
                    >
                      {t('organization.logoChoose')}
                    </Button>
                  )}
                </FileButton>
                {organization.logo && (
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    loading={remove.isPending}
                    onClick={removeLogo}
                    {...offline}
                    data-testid="organization-logo-remove"
                  >
                    {t('organization.logoRemove')}
                  </Button>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('organization.logoRule', { max })}
              </Text>
            </Stack>
          )}
        </Group>
        {problem && (
          <Text c="red" size="sm" role="alert" data-testid="organization-logo-problem">
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
