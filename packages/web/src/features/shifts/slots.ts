// What the shift pages show of other subjects: the stamps alert and stamp form (features/stamps),
// the cancellation's part of the detail and its form (features/cancellations), the worker's shift
// requests (features/requests) and the admin's marketplace view (features/market). Features do not
// import each other, so app/pages/ hands them in (decision 146).
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { ComponentType, ReactNode } from 'react';

/** A form the shift drawer shows in place of the detail; `onCovered` while a dialog is over it. */
export type ShiftFormProps = {
  shift: WorkerShift;
  onDone: () => void;
  onCovered?: (covered: boolean) => void;
};

/** The detail's cancellation part: its state and, for a coming shift, the cancel button. */
export type CancellationPartProps = {
  shift: WorkerShift;
  now: number;
  cancellation: Cancellation | undefined;
  onCancel: () => void;
};

export type ShiftDrawerProps = {
  id: string;
  stamping: boolean;
  now: number;
  onClose: () => void;
  onOpen: (id: string) => void;
  onStamp: (stamping: boolean) => void;
};

/** The drawer's pieces of other subjects (the forms lazy, loaded when first opened). */
export type ShiftDrawerSlots = {
  StampForm: ComponentType<ShiftFormProps>;
  CancelForm: ComponentType<ShiftFormProps>;
  CancellationPart: ComponentType<CancellationPartProps>;
};

/** My shifts: the stamps alert above the views, and the drawer (lazy) with its slots filled. */
export type MyShiftsSlots = {
  StampsNeeded: ComponentType<{ onShow: () => void }>;
  ShiftDrawer: ComponentType<ShiftDrawerProps>;
};

/** Add shifts: the worker's shift requests below the form. */
export type AddShiftsSlots = { requests: ReactNode };

/** The admin's shifts: the marketplace view its switch offers beside the table. */
export type AdminShiftsSlots = { market: ReactNode };
