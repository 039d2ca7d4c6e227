// The floating start/end button on every worker page (spec §2, UI.md): bottom right within thumb
// reach, 56 px, above the content and clear of the phone's safe area; "start" or "end" after the
// running shift (restored at start-up by its query); disabled offline with the reason. It is in
// the worker shell's first download, so the dialog (forms, pickers, zod) loads when first used.
import { Affix, Box, Button, getDefaultZIndex } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { ongoingShiftQuery } from './api.ts';
import '../../i18n/startEndTexts.ts';

const loadDialog = () => import('./StartEndDialog.tsx');
const StartEndDialog = lazy(loadDialog);

const SIZE = 56;
const GAP = 'var(--mantine-spacing-md)';

export function StartEndButton() {
  const { t } = useTranslation();
  // Asked again at every start-up (the layout mounts once): a shift started or ended elsewhere,
  // or in the seconds before a reload, is not hidden behind the saved cache.
  const { data: ongoing, isPending } = useQuery({ ...ongoingShiftQuery, refetchOnMount: 'always' });
  const offline = useOfflineAction();
  // The shift the dialog was opened for stays its subject until it closes, and every opening
  // gets a fresh form.
  const [dialog, setDialog] = useState<{ opened: boolean; shift: WorkerShift | null; n: number }>();
  const [loaded, setLoaded] = useState(false);
  const running = Boolean(ongoing);
  const preload = () => void loadDialog().then(() => setLoaded(true));
  const open = () => {
    preload();
    setDialog((d) => ({ opened: true, shift: ongoing ?? null, n: (d?.n ?? 0) + 1 }));
  };
  return (
    <>
      {/* Room under the page so the button never hides its last line. */}
      <Box aria-hidden h={`calc(${SIZE}px + ${GAP} + env(safe-area-inset-bottom, 0px))`} />
      <Affix
        // Over the page, under the header, the menu drawer and every dialog.
        zIndex={getDefaultZIndex('app') - 1}
        position={{
          bottom: `calc(${GAP} + env(safe-area-inset-bottom, 0px))`,
          right: `calc(${GAP} + env(safe-area-inset-right, 0px))`,
        }}
      >
        <Button
          h={SIZE}
          miw={SIZE}
          radius={SIZE / 2}
          size="md"
          px="lg"
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
          leftSection={
            running ? (
              <IconPlayerStopFilled size={20} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={20} aria-hidden />
            )
          }
          // The running shift is not known yet, or the dialog is on its way.
          loading={isPending || (dialog?.opened && !loaded)}
          onClick={open}
          onPointerEnter={preload}
          onTouchStart={preload}
          onFocus={preload}
          data-testid="start-end-button"
          data-running={running}
          {...offline}
        >
          {t(running ? 'startEnd.end' : 'startEnd.start')}
        </Button>
      </Affix>
      {dialog && (
        <Suspense fallback={null}>
          <StartEndDialog
            key={dialog.n}
            opened={dialog.opened}
            shift={dialog.shift}
            onClose={() => setDialog((d) => d && { ...d, opened: false })}
          />
        </Suspense>
      )}
    </>
  );
}
