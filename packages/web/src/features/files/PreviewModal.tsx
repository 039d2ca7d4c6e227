// A look at an image or PDF without leaving the page: the image itself, or the PDF in a frame of
// the browser's own viewer, with links to open it in a tab or download it. SVG is never shown
// (previewKindOf): an SVG can carry script.
import { Anchor, Button, Group, Image, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contentUrl, type PreviewKind } from './fileFormat.ts';

export type PreviewTarget = { id: string; filename: string; kind: PreviewKind };

export function PreviewModal({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const url = target ? contentUrl(target.id) : '';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={target?.filename}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {target && (
        <Stack gap="sm" data-testid="file-preview" data-kind={target.kind}>
          {target.kind === 'image' ? (
            <Image src={url} alt={target.filename} fit="contain" mah="70vh" radius="sm" />
          ) : (
            <iframe
              src={url}
              title={t('files.preview.pdf', { name: target.filename })}
              style={{ width: '100%', height: '70vh', border: 0, borderRadius: 4 }}
              data-testid="pdf-frame"
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Anchor href={url} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span">
                <IconExternalLink size={16} aria-hidden />
                {t('files.preview.newTab')}
              </Group>
            </Anchor>
            <Button
              component="a"
              href={url}
              download={target.filename}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('files.preview.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
