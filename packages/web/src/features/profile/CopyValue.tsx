// A button that copies a value (the two-factor secret, the recovery codes) and says it did.
import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CopyValue({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant="light"
          color={copied ? 'green' : undefined}
          onClick={copy}
          style={{ flexShrink: 0 }}
        >
          {copied ? t('profile.copied') : t('profile.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
