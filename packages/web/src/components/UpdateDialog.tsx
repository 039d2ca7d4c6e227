// When a new app version has been installed by the service worker, offer to reload (spec §2).

import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { UI } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';

export function UpdateDialog() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <Modal
      opened={needRefresh}
      onClose={() => setNeedRefresh(false)}
      title={t('update.title')}
      size={UI.modalWidth}
    >
      <Text>{t('update.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </Button>
        <Button onClick={() => void updateServiceWorker(true)}>{t('update.action')}</Button>
      </Group>
    </Modal>
  );
}
