// When a new app version has been installed by the service worker, offer to reload (spec §2).
// The dialog itself (Modal brings focus trap and scroll area, ~25 KB) loads only then: the
// login page does not carry it (decision 050).
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazy, Suspense } from 'react';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx'));

export function UpdateDialog() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onLater={() => setNeedRefresh(false)} onUpdate={() => void updateServiceWorker(true)} />
    </Suspense>
  );
}
