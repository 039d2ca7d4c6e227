// The overlap check before starting a shift (spec §4, §8), worker mode. No overlap: go on at once.
// Overlaps: a dialog lists them and asks whether to go on. The check answering with an API error:
// the same dialog says the check failed, and the person can still decide. Any other failure
// (no answer at all): the error dialog, and the action is cancelled.
import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { UI } from '@tuura/domain/limits';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { Suggestion } from '@tuura/domain/schemas/suggestion';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { overlaysReady } from '../../app/overlays.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { i18n } from '../../i18n/index.ts';
import { checkOverlaps } from './api.ts';
import { formatSpan } from './formatSpan.ts';
import './startEndTexts.ts';

type Span = { from: string; to: string | null; exclude?: string | null };
type Found = { shifts: WorkerShift[]; suggestions: Suggestion[] };
/** The dialog opening and closing: a dialog underneath keeps Escape for the one on top. */
type Hooks = { onOpen?: () => void; onClose?: () => void };

/** Resolves true when the action may go on. */
export async function confirmOverlaps(span: Span, hooks: Hooks = {}): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  let found: Found | null;
  try {
    const answer = await checkOverlaps(span);
    if (!answer.overlaps) return true;
    found = answer.user;
  } catch (error) {
    await overlaysReady;
    if (!(error instanceof ApiError)) {
      hooks.onOpen?.();
      showErrorDialog(error, t('startEnd.overlap.failed'), { onClose: hooks.onClose });
      return false;
    }
    found = null;
  }
  await overlaysReady;
  hooks.onOpen?.();
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: t(found ? 'startEnd.overlap.title' : 'startEnd.overlap.failed'),
      size: UI.modalWidth,
      closeButtonProps: { 'aria-label': t('common.close') },
      children: <OverlapContent found={found} />,
      labels: { confirm: t('startEnd.overlap.confirm'), cancel: t('common.cancel') },
      onConfirm: () => resolve(true),
      // Also after a confirm, which has resolved already; Escape and the close button cancel.
      onClose: () => {
        resolve(false);
        hooks.onClose?.();
      },
    });
  });
}

function OverlapContent({ found }: { found: Found | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="overlap-dialog">
      {found ? (
        <>
          <Text>{t('startEnd.overlap.text')}</Text>
          <List spacing="xs" data-testid="overlap-list">
            {found.shifts.map((s) => (
              <List.Item key={s._id}>
                <Text fw={600}>{formatSpan(s.from, s.to)}</Text>
                <Text size="sm">
                  {s.place
                    ? t('startEnd.overlap.shiftAt', {
                        name: s.name,
                        customer: s.place.customer,
                        department: s.place.department,
                      })
                    : s.name}
                </Text>
              </List.Item>
            ))}
            {found.suggestions.map((s) => (
              <List.Item key={s._id}>
                <Text fw={600}>{formatSpan(s.from, s.to)}</Text>
                <Text size="sm">{t('startEnd.overlap.request', { name: s.name })}</Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text data-testid="overlap-check-failed">{t('startEnd.overlap.failedText')}</Text>
      )}
      <Text fw={600}>{t('startEnd.overlap.question')}</Text>
    </Stack>
  );
}
