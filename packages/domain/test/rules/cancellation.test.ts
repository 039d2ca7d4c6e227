import { describe, expect, it } from 'vitest';
import { cancellable } from '../../src/rules/cancellation.ts';

const now = new Date('2026-11-24T10:00:00Z');

describe('cancellable', () => {
  it('is a shift that has not started', () => {
    expect(cancellable({ from: '2026-11-24T10:00:01Z' }, now)).toBe(true);
    expect(cancellable({ from: '2026-11-24T10:00:00Z' }, now)).toBe(false);
    expect(cancellable({ from: new Date('2026-11-23T10:00:00Z') }, now)).toBe(false);
  });

  it('never a running one', () => {
    expect(cancellable({ from: '2026-11-25T10:00:00Z', submitted: false }, now)).toBe(false);
  });
});
