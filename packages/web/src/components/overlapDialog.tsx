// The overlap question (spec §4, §8): a worker starting a shift, an admin assigning one. No
// overlap: go on at once. Overlaps: a dialog lists them and asks whether to go on. The check
// answering with an API error: the same dialog says the check failed, and the person can still
// decide. Any other failure (no answer at all): the error dialog, and the action is cancelled.
import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { UI } from '@tuura/domain/limits';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { Suggestion } from '@tuura/domain/schemas/suggestion';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { overlaysReady } from '../app/overlays.ts';
import { i18n } from '../i18n/index.ts';
import { formatShiftSpan } from '../lib/shiftTime.ts';
import { showErrorDialog } from './errorDialog.tsx';
import './overlapTexts.ts';

type Span = { from: string; to: string | null; exclude?: string | null };
type Found = { shifts: WorkerShift[]; suggestions: Suggestion[] };
/** The dialog opening and closing: a dialog underneath keeps Escape for the one on top. */
type Hooks = { onOpen?: () => void; onClose?: () => void };

/** Whose overlaps are looked up: the worker's own, or (admin) the worker being assigned. */
export type OverlapCheck = (span: Span) => Promise<{ overlaps: boolean; found: Found }>;
/**
 * The dialog's words (i18n keys, loaded by the caller): its title, what the list is, the
 * question, the confirming button, and the title and text when the check failed.
 */
export type OverlapWording = Record<
  'title' | 'text' | 'question' | 'confirm' | 'failed' | 'failedText',
  string
>;

/** Resolves true when the action may go on. */
export async function confirmOverlaps(
  span: Span,
  check: OverlapCheck,
  wording: OverlapWording,
  hooks: Hooks = {},
): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  let found: Found | null;
  try {
    const answer = await check(span);
    if (!answer.overlaps) return true;
    found = answer.found;
  } catch (error) {
    await overlaysReady;
    if (!(error instanceof ApiError)) {
      hooks.onOpen?.();
      showErrorDialog(error, t(wording.failed), { onClose: hooks.onClose });
      return false;
    }
    found = null;
  }
  await overlaysReady;
  hooks.onOpen?.();
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: t(found ? wording.title : wording.failed),
      size: UI.modalWidth,
      closeButtonProps: { 'aria-label': t('common.close') },
      children: <OverlapContent found={found} wording={wording} />,
      labels: { confirm: t(wording.confirm), cancel: t('common.cancel') },
      onConfirm: () => resolve(true),
      // Also after a confirm, which has resolved already; Escape and the close button cancel.
      onClose: () => {
        resolve(false);
        hooks.onClose?.();
      },
    });
  });
}

function OverlapContent({ found, wording }: { found: Found | null; wording: OverlapWording }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="overlap-dialog">
      {found ? (
        <>
          <Text>{t(wording.text)}</Text>
          <List spacing="xs" data-testid="overlap-list">
            {found.shifts.map((s) => (
              <List.Item key={s._id}>
                <Text fw={600}>{formatShiftSpan(s.from, s.to)}</Text>
                <Text size="sm">
                  {s.place
                    ? t('overlaps.shiftAt', {
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
                <Text fw={600}>{formatShiftSpan(s.from, s.to)}</Text>
                <Text size="sm">{t('overlaps.request', { name: s.name })}</Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text data-testid="overlap-check-failed">{t(wording.failedText)}</Text>
      )}
      <Text fw={600}>{t(wording.question)}</Text>
    </Stack>
  );
}
