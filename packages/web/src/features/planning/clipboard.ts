// Planning's copied shift (decision 143): copied from its panel or with Ctrl/⌘+C on its chip, pasted
// onto other days by clicking their strips, until put away (Escape, the bar's button).
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { memoryStore } from '../../lib/memoryStore.ts';

/** A shift that can be copied: one with an end (a running shift has none yet). */
export type CopiedShift = AdminShift & { to: string };

export const copiedShift = memoryStore<CopiedShift | null>(null);

export const copyable = (shift: AdminShift | undefined): shift is CopiedShift => Boolean(shift?.to);
