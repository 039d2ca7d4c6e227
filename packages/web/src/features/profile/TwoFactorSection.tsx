// Two-factor authentication on the profile: status; enabling (a QR code, the key and the link,
// a one-time code, then the recovery codes shown once); disabling with the password. The step is
// this component's state: ProfilePage keeps the section in one place, so the codes stay while
// the session changes around them (enabling lifts force-2FA).
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import './texts.ts';
import { useMutation } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import type { User } from '@tuura/domain/schemas/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoFactorDisableForm } from './TwoFactorDisableForm.tsx';
import { TwoFactorEnableForm } from './TwoFactorEnableForm.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] };

export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const enabled = user.settings.tfa.enabled;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const offline = useOfflineAction();
  const setup = useMutation({
    mutationFn: () => call(authContracts.tfaSetup),
    onSuccess: (data) => setStep({ kind: 'setup', ...data }),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="tfa-section">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {t('profile.tfa.title')}
          </Title>
          <Badge
            color={enabled ? 'green' : 'gray'}
            variant="light"
            style={{ flexShrink: 0 }}
            data-testid="tfa-status"
          >
            {enabled ? t('profile.tfa.on') : t('profile.tfa.off')}
          </Badge>
        </Group>
        {step.kind === 'codes' ? (
          <RecoveryCodes codes={step.codes} email={user.email} onDone={() => setStep({ kind: 'idle' })} />
        ) : step.kind === 'setup' ? (
          <TwoFactorEnableForm
            secret={step.secret}
            uri={step.uri}
            onEnabled={(codes) => setStep({ kind: 'codes', codes })}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : enabled ? (
          <TwoFactorDisableForm />
        ) : (
          <>
            <Text size="sm">{t('profile.tfa.intro')}</Text>
            <Group>
              <Button
                onClick={() => setup.mutate()}
                loading={setup.isPending}
                data-testid="tfa-start"
                {...offline}
              >
                {t('profile.tfa.start')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
