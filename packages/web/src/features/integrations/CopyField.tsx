// A value to hand to another system (a token, a client id, a URL) with a button that copies it and
// says so; the value stays selectable for a browser that refuses the clipboard.
import { Button, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function CopyField({
  value,
  label,
  testId,
  block = false,
}: {
  value: string;
  /** What is copied, for a screen reader ("Kopioi client id"). */
  label: string;
  testId: string;
  /** A long value (a command) on lines of its own. */
  block?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={testId}>
      <Code
        block={block}
        data-testid={`${testId}-value`}
        style={{
          overflowWrap: block ? 'anywhere' : 'break-word',
          whiteSpace: block ? 'pre-wrap' : undefined,
          flex: 1,
          minWidth: 0,
        }}
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="light"
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
            aria-label={copied ? t('integrations.copied') : t('integrations.copyOne', { what: label })}
            data-testid={`${testId}-copy`}
            data-copied={copied}
            style={{ flexShrink: 0 }}
          >
            {copied ? t('integrations.copied') : t('integrations.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
