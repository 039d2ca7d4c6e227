// A person's signed-in sessions (decision 133): the device as the server read it from the
// browser, the address it signed in from, when it was last used and signed in (Helsinki time),
// the one in use marked. With `onEnd`, each other session has its own End button.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDevices, IconDeviceTablet } from '@tabler/icons-react';
import type { Session } from '@tuura/domain/schemas/session';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/time.ts';
import { useOfflineAction } from './offlineAction.ts';
import './sessionTexts.ts';

const ICONS = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  other: IconDevices,
} as const;

/** "Chrome 131 · Android 15", or the unknown device's text. */
export function deviceName(device: Session['device'], unknown: string) {
  return [device.browser, device.os].filter(Boolean).join(' · ') || unknown;
}

type Props = {
  sessions: readonly Session[];
  /** Ends one session; none: the list is read-only. */
  onEnd?: (session: Session) => void;
  /** The session being ended now (its button spins). */
  ending?: string | null;
};

export function SessionList({ sessions, onEnd, ending }: Props) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  if (sessions.length === 0) return <Text c="dimmed">{t('sessions.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="session-list">
      {sessions.map((session) => {
        const Icon = ICONS[session.device.type];
        const name = deviceName(session.device, t('sessions.unknownDevice'));
        return (
          <Paper component="li" key={session._id} withBorder radius="md" p="sm" data-testid="session-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm" miw={0}>
                <Icon size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    {session.current && (
                      <Badge color="green" variant="light" data-testid="session-current">
                        {t('sessions.current')}
                      </Badge>
                    )}
                    {session.takenOver && (
                      <Badge color="orange" variant="light">
                        {t('sessions.takenOver')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {t('sessions.lastSeen', { when: formatDateTime(session.lastSeenAt, i18n.language) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('sessions.signedIn', { when: formatDateTime(session.createdAt, i18n.language) })}
                  </Text>
                  {session.ip && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('sessions.address', { ip: session.ip })}
                    </Text>
                  )}
                </Stack>
              </Group>
              {onEnd && !session.current && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onEnd(session)}
                  loading={ending === session._id}
                  aria-label={t('sessions.endLabel', { device: name })}
                  style={{ flexShrink: 0 }}
                  data-testid="session-end"
                  {...offline}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
