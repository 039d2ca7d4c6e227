// The modal and notification hosts (error dialogs of spec §8, confirmations, snackbars). Not
// needed to draw the first page, so this file is its own chunk, loaded right after it.
import './fullStyles.ts';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { UI } from '@tuura/domain/limits';
import { useEffect } from 'react';
import { overlaysMounted } from './overlays.ts';

export default function Overlays() {
  useEffect(overlaysMounted, []);
  return (
    <>
      <ModalsProvider modalProps={{ size: UI.modalWidth }} />
      <Notifications autoClose={UI.snackbarMs} position="top-center" />
    </>
  );
}
