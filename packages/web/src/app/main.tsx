import './zodConfig.ts';
import '@mantine/core/styles.css';
// The dates and notifications styles come with the modules that use them (decision 050).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSessionAtStart } from '../api/session.ts';
import { i18nReady } from '../i18n/index.ts';
import { Providers } from './Providers.tsx';
import { queryClient } from './queryClient.ts';
import { AppRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
void refreshSessionAtStart(queryClient);
// Only a non-default locale waits here, for its texts.
await i18nReady;
createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
