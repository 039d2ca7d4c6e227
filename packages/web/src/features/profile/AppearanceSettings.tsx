// Language and dark mode (device, light or dark) switches, shared by the user and the guest profile; the caller
// decides where the choice is kept (the user's settings or this browser).
import { type MantineColorScheme, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { LOCALES, type Locale } from '@tuura/domain/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { colorSchemeOf, type DarkMode, darkModeOf } from '../../lib/colorScheme.ts';

const SCHEMES: readonly MantineColorScheme[] = ['auto', 'light', 'dark'];

type Props = {
  locale: Locale;
  /** null: not chosen, the device decides. */
  darkMode: DarkMode;
  onLocale: (locale: Locale) => void;
  onDarkMode: (darkMode: DarkMode) => void;
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
  const darkModeLabel = useId();
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
        <Stack gap={6}>
          <Text size="sm" fw={500} id={darkModeLabel}>
            {t('profile.darkMode')}
          </Text>
          <SegmentedControl
            value={colorSchemeOf(darkMode)}
            onChange={(v) => onDarkMode(darkModeOf(v as MantineColorScheme))}
            data={SCHEMES.map((s) => ({ value: s, label: t(`profile.colorSchemes.${s}`) }))}
            disabled={blocked}
            aria-labelledby={darkModeLabel}
            data-testid="dark-mode-switch"
            size="md"
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
