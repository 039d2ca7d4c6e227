import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { TIME, UI } from '@tuura/domain/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { persister, persistMaxAge, queryClient } from './queryClient.ts';
import { colorSchemeManager, theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: persistMaxAge }}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: TIME.weekStartsOn }}>
          <ModalsProvider modalProps={{ size: UI.modalWidth }}>
            <Notifications autoClose={UI.snackbarMs} position="top-center" />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </PersistQueryClientProvider>
  );
}
