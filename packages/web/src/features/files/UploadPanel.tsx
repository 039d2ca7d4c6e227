// Uploading: a big button (phone first) and a drop area, then one row per chosen file with its
// progress bar, or the reason it was refused (too big, wrong type, no space) in words.
import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconUpload, IconX } from '@tabler/icons-react';
import { FILES } from '@tuura/domain/limits';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { useBytes } from './fileFormat.ts';
import { percentOf, type UploadItem, type UploadProblem } from './uploadQueue.ts';

/** The words of a refusal or failure, with sizes in the reader's units. */
export function useProblemText() {
  const { t } = useTranslation();
  const bytes = useBytes();
  return (problem: UploadProblem): string => {
    switch (problem.kind) {
      case 'tooLarge':
        return t('files.refused.tooLarge', { size: bytes(problem.size), max: bytes(FILES.maxFileBytes) });
      case 'type':
        return t('files.refused.type');
      case 'quota':
        return t('files.refused.quota', { size: bytes(problem.size), available: bytes(problem.available) });
      case 'error':
        return t('files.refused.failed', { reason: describeError(problem.error).message });
    }
  };
}

type Props = {
  items: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
  onClearFinished: () => void;
};

export function UploadPanel({ items, onFiles, onCancel, onDismiss, onClearFinished }: Props) {
  const { t } = useTranslation();
  const bytes = useBytes();
  const offline = useOfflineAction();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (offline.disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <Stack gap="xs">
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="upload-drop"
        data-over={over || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
          background: over ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Stack gap={6} align="stretch">
          <FileButton onChange={(files) => onFiles(files)} multiple>
            {(props) => (
              <Button
                {...props}
                size="lg"
                fullWidth
                leftSection={<IconUpload size={22} aria-hidden />}
                data-testid="upload-button"
                {...offline}
              >
                {t('files.upload.button')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed" ta="center">
            {over ? t('files.upload.drop') : t('files.upload.dropHint')}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {t('files.upload.rules', { max: bytes(FILES.maxFileBytes) })}
          </Text>
        </Stack>
      </Paper>
      {items.length > 0 && (
        <Stack gap={6} component="section" aria-label={t('files.upload.queue')} data-testid="upload-queue">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} onCancel={onCancel} onDismiss={onDismiss} />
          ))}
          {items.some((i) => i.state === 'done' || i.state === 'refused' || i.state === 'failed') && (
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={onClearFinished}>
                {t('files.upload.clear')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function UploadRow({
  item,
  onCancel,
  onDismiss,
}: {
  item: UploadItem;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation();
  const bytes = useBytes();
  const problemText = useProblemText();
  const percent = percentOf(item);
  const finished = item.state === 'done' || item.state === 'refused' || item.state === 'failed';
  const bad = item.state === 'refused' || item.state === 'failed';
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-testid="upload-row"
      data-state={item.state}
      data-name={item.name}
      style={bad ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600} truncate="end">
              {item.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {bytes(item.size)}
            </Text>
          </Group>
          {bad && item.problem ? (
            <Text size="sm" c="red" role="alert" data-testid="upload-problem">
              {problemText(item.problem)}
            </Text>
          ) : (
            <>
              <Progress
                value={percent}
                size="md"
                radius="xl"
                animated={item.state === 'sending'}
                color={item.state === 'done' ? 'teal' : undefined}
                aria-label={t('files.upload.progress', { name: item.name })}
                data-testid="upload-progress"
                data-percent={percent}
              />
              <Group gap={4}>
                {item.state === 'done' && (
                  <IconCheck size={14} aria-hidden color="var(--mantine-color-teal-filled)" />
                )}
                <Text size="xs" c="dimmed" aria-live="polite">
                  {item.state === 'waiting'
                    ? t('files.upload.waiting')
                    : item.state === 'done'
                      ? t('files.upload.done')
                      : t('files.upload.sending', { percent })}
                </Text>
              </Group>
            </>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => (finished ? onDismiss(item.id) : onCancel(item.id))}
          aria-label={t(finished ? 'files.upload.dismiss' : 'files.upload.cancel', { name: item.name })}
          data-testid={finished ? 'upload-dismiss' : 'upload-cancel'}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
