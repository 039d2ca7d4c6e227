// The side panel's form values: a shift as the admin plans it, and what a save sends — all of it
// for a new shift, only what changed for an existing one (a running shift keeps its open end).
import { BillingStatus, ShiftType } from '@tuura/domain/enums';
import type { AdminShift } from '@tuura/domain/schemas/shift';

export type ShiftFormValues = {
  name: string;
  department: string | null;
  worker: string | null;
  tentativeWorker: string;
  from: string | null;
  to: string | null;
  type: ShiftType;
  stamp: { required: boolean };
  billingStatus: BillingStatus;
  billing: string;
  salary: string;
  description: string;
  meta: string;
};

export const emptyShiftForm = (): ShiftFormValues => ({
  name: '',
  department: null,
  worker: null,
  tentativeWorker: '',
  from: null,
  to: null,
  type: ShiftType.shift,
  stamp: { required: false },
  billingStatus: BillingStatus.notBilled,
  billing: '',
  salary: '',
  description: '',
  meta: '',
});

export const formOfShift = (s: AdminShift): ShiftFormValues => ({
  name: s.name,
  department: s.department,
  worker: s.worker,
  tentativeWorker: s.tentativeWorker,
  from: s.from,
  to: s.to,
  type: s.type,
  stamp: { required: s.stamp.required },
  billingStatus: s.billingStatus,
  billing: s.billing,
  salary: s.salary,
  description: s.description,
  meta: s.meta,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs from the shift as loaded; an unchanged form sends nothing. */
export function changedFields(initial: ShiftFormValues, current: ShiftFormValues): Partial<ShiftFormValues> {
  const changed: Partial<ShiftFormValues> = {};
  for (const key of Object.keys(current) as (keyof ShiftFormValues)[]) {
    if (!same(initial[key], current[key])) Object.assign(changed, { [key]: current[key] });
  }
  return changed;
}
