import { describe, expect, it } from 'vitest';
import { CANCELLATION, REQUEST } from '../../src/limits.ts';
import {
  cancellationInput,
  cancellationMassInput,
  cancellationReactInput,
  cancellationSchema,
} from '../../src/schemas/cancellation.ts';
import { itBoundsLengths, messages, uuid } from './helpers.ts';

const input = { shift: uuid(1), reason: 2, message: 'Flunssa' };

describe('cancellation', () => {
  it('parses the API shape', () => {
    const cancellation = {
      _id: uuid(2),
      ...input,
      worker: uuid(3),
      approved: 0,
      decisionMessage: '',
      decidedAt: null,
      createdAt: '2025-03-01T08:00:00Z',
      workerName: 'Laura Salonen',
      shiftInfo: {
        name: 'Aamuvuoro',
        from: '2025-03-02T05:00:00Z',
        to: '2025-03-02T13:00:00Z',
        place: { customer: 'HUS', department: 'Päivystys' },
      },
    };
    expect(cancellationSchema.parse(cancellation)).toEqual(cancellation);
  });

  itBoundsLengths(cancellationInput, input, { message: CANCELLATION.reason });

  it('names missing, mistyped and unknown fields', () => {
    expect(cancellationInput.parse({ shift: uuid(1), reason: 0 }).message).toBe('');
    expect(messages(cancellationInput, { reason: 0 }).shift?.key).toBe('required');
    expect(messages(cancellationInput, { ...input, message: 3 }).message?.key).toBe('type');
    expect(messages(cancellationInput, { ...input, reason: 4 }).reason?.key).toBe('enum');
  });

  it('cancels many shifts with one reason, capped', () => {
    expect(cancellationMassInput.parse({ shifts: [uuid(1), uuid(2)], reason: 3 })).toMatchObject({
      message: '',
    });
    const shifts = Array.from({ length: REQUEST.maxIdsPerMassAction + 1 }, (_, i) => uuid(i));
    expect(messages(cancellationMassInput, { shifts, reason: 3 }).shifts?.key).toBe('maxItems');
    expect(messages(cancellationMassInput, { shifts: [], reason: 3 }).shifts?.key).toBe('minItems');
  });

  it('lets an admin accept or reject, with optional words up to the limit', () => {
    expect(cancellationReactInput.parse({ accept: true })).toEqual({ accept: true, message: '' });
    expect(cancellationReactInput.safeParse({ accept: false, message: 'Ei käy' }).success).toBe(true);
    expect(messages(cancellationReactInput, { accept: 1 }).accept?.key).toBe('type');
    expect(messages(cancellationReactInput, {}).accept?.key).toBe('required');
    expect(
      messages(cancellationReactInput, {
        accept: true,
        message: 'x'.repeat(CANCELLATION.decisionMessage + 1),
      }).message?.key,
    ).toBe('maxLength');
  });
});
