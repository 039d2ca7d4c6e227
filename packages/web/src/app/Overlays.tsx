// The modal and notification hosts (error dialogs of spec §8, confirmations, snackbars). Not
// needed to draw the first page, so this file is its own chunk, loaded right after it.
import './fullStyles.ts';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { UI } from '@tuura/domain/limits';
import { useEffect } from 'react';
import classes from './Overlays.module.css';
import { overlaysMounted } from './overlays.ts';

export default function Overlays() {
  useEffect(overlaysMounted, []);
  return (
    <>
      <ModalsProvider modalProps={{ size: UI.modalWidth }} />
      <Notifications
        autoClose={UI.snackbarMs}
        position="top-center"
        limit={UI.snackbarLimit}
        classNames={{ root: classes.snackbars }}
        // Below the header (the portal is outside the app shell, so not its CSS variable).
        style={{ '--header-height': `${UI.headerHeight}px` }}
      />
    </>
  );
}
