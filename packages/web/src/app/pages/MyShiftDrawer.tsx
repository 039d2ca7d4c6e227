// My shifts' drawer with the other subjects' pieces in it: the stamp and cancel forms (each lazy,
// as before: the date pickers and form rules load only when one opens) and the cancellation's
// part of the detail, which comes with the drawer (decision 146).
import { lazy } from 'react';
import { ShiftCancellation } from '../../features/cancellations/worker/ShiftCancellation.tsx';
import ShiftDrawer from '../../features/shifts/ShiftDrawer.tsx';
import type { ShiftDrawerProps, ShiftDrawerSlots } from '../../features/shifts/slots.ts';

const slots: ShiftDrawerSlots = {
  StampForm: lazy(() => import('../../features/stamps/worker/StampForm.tsx')),
  CancelForm: lazy(() => import('../../features/cancellations/worker/CancelShiftForm.tsx')),
  CancellationPart: ShiftCancellation,
};

export default function MyShiftDrawer(props: ShiftDrawerProps) {
  return <ShiftDrawer {...props} slots={slots} />;
}
