// While offline an action is disabled and says why (UI.md): spread onto the button.
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online.ts';

export function useOfflineAction(): { disabled: boolean; title: string | undefined } {
  const { t } = useTranslation();
  const online = useOnline();
  return { disabled: !online, title: online ? undefined : t('offline.actionDisabled') };
}
