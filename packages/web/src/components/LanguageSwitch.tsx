// Finnish or English before login (spec §1): the choice stays on this browser until a user's
// saved language replaces it at login. Each language is named in itself.
import { Button, Group } from '@mantine/core';
import { LOCALES } from '@tuura/domain/enums';
import { useTranslation } from 'react-i18next';
import { applyLocale } from '../i18n/index.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} role="group" aria-label={t('profile.language')} data-testid="login-language">
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="compact-sm"
          variant={i18n.language === locale ? 'light' : 'subtle'}
          aria-pressed={i18n.language === locale}
          lang={locale}
          onClick={() => void applyLocale(locale)}
        >
          {t(`profile.languages.${locale}`)}
        </Button>
      ))}
    </Group>
  );
}
