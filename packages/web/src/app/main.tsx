import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './Providers.tsx';
import { AppRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
