import './zodConfig.ts';
import './loginStyles.ts';
import { StrictMode, startTransition } from 'react';
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
// A transition: React renders the first screen in slices and yields between them, so a slow
// phone's main thread is never blocked for long (Total Blocking Time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
