// What the authenticator app needs: a QR code of the otpauth URI to scan, and the key to type in
// (with a copy button) or the link to open on a phone, for when scanning is not possible.
import { Anchor, Box, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './CopyValue.tsx';
import './texts.ts';

const QR_SIZE = 192;
const TwoFactorQr = lazy(() => import('./TwoFactorQr.tsx'));

export function TwoFactorKey({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('profile.tfa.qrHint')}</Text>
      {/* A white frame keeps the code readable on the dark theme too. */}
      <Box bg="white" p={4} w={QR_SIZE + 8} style={{ borderRadius: 8, lineHeight: 0 }}>
        <Suspense
          fallback={<Skeleton w={QR_SIZE} h={QR_SIZE} role="status" aria-label={t('common.loading')} />}
        >
          <TwoFactorQr uri={uri} label={t('profile.tfa.qrLabel')} size={QR_SIZE} />
        </Suspense>
      </Box>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('profile.tfa.secret')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="md" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="tfa-secret">
            {secret}
          </Code>
          <CopyValue value={secret} />
        </Group>
      </Stack>
      <Anchor href={uri} size="sm" data-testid="tfa-uri">
        {t('profile.tfa.openApp')}
      </Anchor>
    </Stack>
  );
}
