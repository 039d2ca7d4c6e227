// Sticky, dismissable banner while the browser is offline (spec §2): no connection; what was
// seen before can be viewed but not changed. Each layout shows it at the top of its content: in
// the app shell it sticks below the fixed header (and under the phone's menu drawer), so back,
// burger, bell and avatar stay usable.
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineEpisode } from '../lib/online.ts';

/** The shell's main area: the banner spans it edge to edge, below the header. */
const inShellStyle = {
  position: 'sticky',
  top: 'var(--app-shell-header-offset, 0rem)',
  zIndex: 90,
  margin: 'calc(var(--app-shell-padding) * -1) calc(var(--app-shell-padding) * -1) var(--app-shell-padding)',
} as const;

export function OfflineBanner({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  const episode = useOfflineEpisode();
  // Dismissed for this time offline only: the next time the banner is back.
  const [dismissedIn, setDismissedIn] = useState<number | null>(null);
  if (episode === 0 || dismissedIn === episode) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="filled"
      autoContrast
      radius={0}
      icon={<IconWifiOff size={20} aria-hidden />}
      title={t('offline.title')}
      withCloseButton
      closeButtonLabel={t('offline.dismiss')}
      onClose={() => setDismissedIn(episode)}
      style={inShell ? inShellStyle : { position: 'sticky', top: 0 }}
      data-testid="offline-banner"
    >
      {t('offline.text')}
    </Alert>
  );
}
