import { describe, expect, it } from 'vitest';
import { REQUEST, SHIFT } from '../../src/limits.ts';
import {
  massStampInput,
  shiftInput,
  shiftMassInput,
  shiftSchema,
  shiftUpdate,
  stampInput,
  workerShiftInput,
} from '../../src/schemas/shift.ts';
import { itBoundsLengths, itBoundsName, messages, uuid, withField } from './helpers.ts';

const input = { from: '2025-03-01T08:00:00+02:00', to: '2025-03-01T16:00:00+02:00', name: 'Päivystys' };

describe('shift', () => {
  it('parses the API shape', () => {
    const shift = {
      _id: uuid(1),
      ...input,
      description: '',
      type: 0,
      stamp: {
        stamped: true,
        required: true,
        from: '2025-03-01T08:05:00Z',
        to: '2025-03-01T16:00:00Z',
        notCompleted: false,
        approved: 0,
        message: '',
      },
      billingStatus: 1,
      education: 'lk5',
      employer: null,
      template: null,
      department: uuid(2),
      salary: '',
      billing: '',
      tentativeWorker: '',
      meta: '',
      worker: uuid(3),
      submitted: true,
    };
    expect(shiftSchema.parse(shift)).toEqual(shift);
  });

  it('fills defaults on create', () => {
    expect(shiftInput.parse(input)).toMatchObject({ type: 0, stamp: { required: false }, worker: null });
  });

  itBoundsLengths(shiftInput, input, {
    name: SHIFT.name,
    description: SHIFT.description,
    billing: SHIFT.billing,
    salary: SHIFT.salary,
    tentativeWorker: SHIFT.tentativeWorker,
    meta: SHIFT.meta,
  });
  itBoundsName(shiftInput, input, 'name', SHIFT.name);

  it('names missing and mistyped fields', () => {
    expect(messages(shiftInput, withField(input, 'name', undefined)).name?.key).toBe('required');
    expect(messages(shiftInput, withField(input, 'name', '   ')).name?.key).toBe('required');
    expect(messages(shiftInput, withField(input, 'from', 5)).from?.key).toBe('type');
    expect(messages(shiftInput, withField(input, 'type', 4)).type?.key).toBe('enum');
    expect(messages(shiftInput, withField(input, 'worker', 'someone')).worker?.key).toBe('format');
  });

  it('needs the end after the start', () => {
    const backwards = { ...input, to: '2025-03-01T07:00:00+02:00' };
    expect(messages(shiftInput, backwards).to?.key).toBe('after');
    expect(messages(shiftInput, { ...input, to: input.from }).to?.key).toBe('after');
  });

  it('lets a worker start a shift without an end', () => {
    const started = workerShiftInput.parse({ name: 'Päivystys', from: input.from, submitted: false });
    expect(started).toMatchObject({ to: null, submitted: false });
  });

  it('updates only what is sent', () => {
    expect(shiftUpdate.parse({ name: 'Ilta' })).toEqual({ name: 'Ilta' });
    expect(messages(shiftUpdate, { from: input.to, to: input.from }).to?.key).toBe('after');
  });

  it('caps mass creation', () => {
    const shifts = Array.from({ length: REQUEST.maxIdsPerMassAction + 1 }, () => input);
    expect(messages(shiftMassInput, { shifts }).shifts).toEqual({
      key: 'maxItems',
      params: { field: 'shifts', count: REQUEST.maxIdsPerMassAction },
    });
  });
});

describe('stamp', () => {
  const stamp = { from: input.from, to: input.to };

  it('parses with defaults', () => {
    expect(stampInput.parse(stamp)).toEqual({ ...stamp, message: '', notCompleted: false });
  });
  itBoundsLengths(stampInput, stamp, { message: SHIFT.stampMessage });

  it('needs the end after the start', () => {
    expect(messages(stampInput, { from: input.to, to: input.from }).to?.key).toBe('after');
  });

  it('mass stamps need ids, capped', () => {
    expect(massStampInput.parse({ ids: [uuid(1)] }).ids).toHaveLength(1);
    expect(messages(massStampInput, {}).ids?.key).toBe('required');
    const ids = Array.from({ length: REQUEST.maxIdsPerMassAction + 1 }, (_, i) => uuid(i));
    expect(messages(massStampInput, { ids }).ids?.key).toBe('maxItems');
  });
});
