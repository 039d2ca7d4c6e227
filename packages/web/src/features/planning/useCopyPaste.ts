// Planning's copy and paste of a shift (decision 143): the copied shift, the paste of it onto a
// department's day, and copying one (from its panel, or the focused chip with Ctrl/⌘+C).
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copiedShift, copyable } from './clipboard.ts';
import { formatDay } from './format.ts';
import { type GridRow, pastedOn } from './grid.ts';
import { usePasteShift } from './mutations.ts';

export function useCopyPaste(shifts: readonly AdminShift[] | undefined, onCopied: () => void) {
  const { t, i18n } = useTranslation();
  const copied = copiedShift.use();
  const paste = usePasteShift();
  const onPaste = useCallback(
    (row: GridRow, day: string) => {
      if (!copied) return;
      const label = t('planning.paste.done', {
        name: copied.name,
        day: formatDay(day, 'dayLong', i18n.language),
      });
      paste.mutate({ shifts: pastedOn(copied, [day], row.key), label });
    },
    [copied, paste.mutate, t, i18n.language],
  );
  const copy = (shift: AdminShift | undefined) => {
    if (!copyable(shift)) return;
    copiedShift.set(shift);
    onCopied();
  };
  /** The focused chip's shift (the grid's chips carry their ids). */
  const copyFocused = () => {
    const id = (document.activeElement as HTMLElement | null)?.dataset.shift;
    if (id) copy(shifts?.find((x) => x._id === id));
  };
  return { copied, pasting: paste.isPending, onPaste, copy, copyFocused, stop: () => copiedShift.set(null) };
}
