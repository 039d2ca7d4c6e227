// The recovery codes, shown once right after two-factor is enabled, with a copy button.
import { Alert, Button, Code, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './CopyValue.tsx';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
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
        <CopyValue value={codes.join('\n')} />
        <Button onClick={onDone} data-testid="tfa-codes-done">
          {t('profile.tfa.codesDone')}
        </Button>
      </Group>
    </Stack>
  );
}
