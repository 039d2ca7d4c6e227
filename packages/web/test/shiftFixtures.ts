// A worker's shift as the API sends it, for the shift tests: Monday 23.11.2026 7.00–15.00 in
// Helsinki at HUS, with the stamp and other fields overridable.
import { ApprovalState, BillingStatus, ShiftType } from '@tuura/domain/enums';
import type { WorkerShift } from '@tuura/domain/schemas/shift';

export const shift = (
  extra: Partial<WorkerShift> = {},
  stamp: Partial<WorkerShift['stamp']> = {},
): WorkerShift => ({
  _id: '00000000-0000-4000-8000-000000000001',
  from: '2026-11-23T05:00:00.000Z',
  to: '2026-11-23T13:00:00.000Z',
  name: 'Aamuvuoro',
  description: '',
  type: ShiftType.shift,
  stamp: {
    stamped: false,
    required: false,
    from: null,
    to: null,
    notCompleted: false,
    approved: ApprovalState.pending,
    message: '',
    ...stamp,
  },
  billingStatus: BillingStatus.notBilled,
  education: null,
  employer: null,
  template: null,
  department: null,
  salary: '',
  tentativeWorker: '',
  worker: null,
  submitted: true,
  place: { customer: 'HUS', department: 'Meilahden päivystys' },
  ...extra,
});
