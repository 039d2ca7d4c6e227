// Language and dark mode switches, shared by the user and the guest profile; the caller
// decides where the choice is kept (the user's settings or this browser).
import { Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { LOCALES, type Locale } from '@tuura/domain/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';

type Props = {
  locale: Locale;
  darkMode: boolean;
  onLocale: (locale: Locale) => void;
  onDarkMode: (darkMode: boolean) => void;
  /** Kept on the server: changes need a connection. */
  needsConnection?: boolean;
};

export function AppearanceSettings({
  locale,
  darkMode,
  onLocale,
  onDarkMode,
  needsConnection = false,
}: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const blocked = needsConnection && offline.disabled;
  const languageLabel = useId();
  return (
    <Paper withBorder radius="md" p="md" data-testid="appearance-section">
      <Stack gap="md" title={blocked ? offline.title : undefined}>
        <Title order={2} fz="h4">
          {t('profile.appearance')}
        </Title>
        <Stack gap={6}>
          <Text size="sm" fw={500} id={languageLabel}>
            {t('profile.language')}
          </Text>
          <SegmentedControl
            value={locale}
            onChange={(v) => onLocale(v as Locale)}
            data={LOCALES.map((l) => ({ value: l, label: t(`profile.languages.${l}`) }))}
            disabled={blocked}
            aria-labelledby={languageLabel}
            data-testid="locale-switch"
            size="md"
          />
        </Stack>
        <Switch
          size="md"
          label={t('profile.darkMode')}
          checked={darkMode}
          onChange={(e) => onDarkMode(e.currentTarget.checked)}
          disabled={blocked}
          data-testid="dark-mode-switch"
        />
      </Stack>
    </Paper>
  );
}
