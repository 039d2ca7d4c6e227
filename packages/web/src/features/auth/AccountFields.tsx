// Fields the login and forgot-password pages share: the user/guest choice and the email.
import { SegmentedControl, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AccountKind = 'user' | 'guest';

export function AccountKindSwitch({
  value,
  onChange,
}: {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      value={value}
      onChange={(v) => onChange(v as AccountKind)}
      data={[
        { value: 'user', label: t('login.asUser') },
        { value: 'guest', label: t('login.asGuest') },
      ]}
      aria-label={t('login.kind')}
    />
  );
}

export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="username"
      inputMode="email"
      required
      {...props}
    />
  );
}
