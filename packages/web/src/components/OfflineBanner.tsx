// Sticky, dismissable banner while the browser is offline (spec §2): no connection; what was
// seen before can be viewed but not changed.
import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (online) setDismissed(false);
  }, [online]);
  if (online || dismissed) return null;
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
      onClose={() => setDismissed(true)}
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
      data-testid="offline-banner"
    >
      {t('offline.text')}
    </Alert>
  );
}

/** Mutations are disabled while offline; components read this to disable their actions. */
export function useOnline() {
  return useNetwork().online;
}
