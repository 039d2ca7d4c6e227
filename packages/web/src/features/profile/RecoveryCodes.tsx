// The recovery codes, shown once right after two-factor is enabled, to copy or save as a file.
import { Alert, Button, Code, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './CopyValue.tsx';
import { downloadText, RECOVERY_CODES_FILE } from './downloadText.ts';
import './texts.ts';

type Props = { codes: string[]; email: string; onDone: () => void };

export function RecoveryCodes({ codes, email, onDone }: Props) {
  const { t } = useTranslation();
  const download = () =>
    downloadText(
      RECOVERY_CODES_FILE,
      [t('profile.tfa.codesFileHeader', { email }), '', ...codes, ''].join('\n'),
    );
  return (
    <Stack gap="sm">
      <Alert color="green" title={t('profile.tfa.enabledTitle')}>
        {t('profile.tfa.codesText', { count: codes.length })}
      </Alert>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 8,
          gridTemplateColumns: '1fr 1fr',
        }}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </ul>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyValue value={codes.join('\n')} />
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
            data-testid="tfa-codes-download"
          >
            {t('profile.tfa.download')}
          </Button>
        </Group>
        <Button onClick={onDone} data-testid="tfa-codes-done">
          {t('profile.tfa.codesDone')}
        </Button>
      </Group>
    </Stack>
  );
}
