// The "new version" dialog of UpdateDialog, in its own chunk.
import { Button, Group, Modal, Text } from '@mantine/core';
import { UI } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';

export default function UpdatePrompt({ onLater, onUpdate }: { onLater: () => void; onUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onLater} title={t('update.title')} size={UI.modalWidth}>
      <Text>{t('update.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onLater}>
          {t('update.later')}
        </Button>
        <Button onClick={onUpdate}>{t('update.action')}</Button>
      </Group>
    </Modal>
  );
}
