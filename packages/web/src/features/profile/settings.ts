// Own display settings kept on the server (PUT /api/users/settings): applied at once, saved,
// and rolled back with a message if the server says no (UI.md), each save only its own keys.
import { notifications as toast } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userContracts } from '@tuura/domain/api/users';
import type { userSettingsInput } from '@tuura/domain/schemas/user';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { type Session, useSetSession } from '../../api/session.ts';
import { applyLocale } from '../../i18n/index.ts';
import { useApplyDarkMode } from '../../lib/colorScheme.ts';

type SettingsChange = z.infer<typeof userSettingsInput>;
const mutationKey = ['settings'] as const;

export function useUpdateSettings() {
  const client = useQueryClient();
  const setSession = useSetSession();
  const applyDarkMode = useApplyDarkMode();
  const { t } = useTranslation();

  const apply = (change: SettingsChange) => {
    if (change.locale) void applyLocale(change.locale);
    // null is a value here (back to the device); only a missing key leaves the scheme alone.
    if (change.darkMode !== undefined) applyDarkMode(change.darkMode);
  };

  return useMutation({
    mutationKey,
    meta: { silent: true },
    mutationFn: (settings: SettingsChange) => call(userContracts.updateSettings, { body: { settings } }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: queryKeys.session });
      const previous = client.getQueryData<Session>(queryKeys.session);
      if (previous?.kind === 'user') {
        const settings = { ...previous.user.settings, ...change };
        setSession({ kind: 'user', user: { ...previous.user, settings } });
      }
      apply(change);
      return { previous };
    },
    onSuccess: ({ user }) => {
      // With another change still on its way, this answer is already out of date.
      if (client.isMutating({ mutationKey }) === 1) setSession({ kind: 'user', user });
    },
    onError: (_error, change, context) => {
      const previous = context?.previous;
      const current = client.getQueryData<Session>(queryKeys.session);
      if (previous?.kind === 'user' && current?.kind === 'user') {
        // Put back only what this change set, and only where no later change has set it since:
        // another save in flight (or done) keeps its own setting.
        const keys = Object.keys(change) as (keyof SettingsChange)[];
        const revert: SettingsChange = Object.fromEntries(
          keys
            .filter((key) => current.user.settings[key] === change[key])
            .map((key) => [key, previous.user.settings[key]]),
        );
        setSession({
          kind: 'user',
          user: { ...current.user, settings: { ...current.user.settings, ...revert } },
        });
        apply(revert);
      }
      toast.show({ color: 'red', message: t('profile.settingsFailed') });
    },
  });
}
