// The copied shift's bar on planning (decision 143): what is copied, how to paste it, and a way to
// put it away. Each day's strip pastes while it shows.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CopiedShift, copiedShift } from './clipboard.ts';
import { formatFullSpan } from './format.ts';

export function PasteBar({ shift, pasting }: { shift: CopiedShift; pasting: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="xs" data-testid="planning-paste-bar" aria-live="polite">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Text size="sm">
          <Text span fw={700}>
            {t('planning.paste.copied', { name: shift.name })}
          </Text>{' '}
          {formatFullSpan(shift.from, shift.to, i18n.language)}
          {shift.place ? ` · ${shift.place.department}` : ''}. {t('planning.paste.how')}
        </Text>
        <Button
          variant="default"
          onClick={() => copiedShift.set(null)}
          loading={pasting}
          aria-keyshortcuts="Escape"
          data-testid="planning-paste-stop"
        >
          {t('planning.paste.stop')}
        </Button>
      </Group>
    </Paper>
  );
}
