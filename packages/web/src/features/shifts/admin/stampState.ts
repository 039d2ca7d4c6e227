// A shift's stamp as the admin's table filters and shows it: the same five states as the list's
// `stamp` filter (ADMIN_SHIFT_STAMP_FILTERS), each with a colour beside its word.
import { type AdminShiftStampFilter, ApprovalState } from '@tuura/domain/enums';
import type { AdminShift } from '@tuura/domain/schemas/shift';

const COLORS: Record<AdminShiftStampFilter, string> = {
  notRequired: 'dimmed',
  missing: 'red',
  waiting: 'orange',
  approved: 'green',
  rejected: 'gray',
};

export function stampStateOf(shift: Pick<AdminShift, 'stamp'>): {
  key: AdminShiftStampFilter;
  color: string;
} {
  const { stamp } = shift;
  const key: AdminShiftStampFilter = !stamp.required
    ? 'notRequired'
    : !stamp.stamped
      ? 'missing'
      : stamp.approved === ApprovalState.approved
        ? 'approved'
        : stamp.approved === ApprovalState.rejected
          ? 'rejected'
          : 'waiting';
  return { key, color: COLORS[key] };
}
