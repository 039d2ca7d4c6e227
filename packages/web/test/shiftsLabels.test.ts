// What each stamp state looks like (colour AND word), type and billing labels, which times
// count (the domain's stamp rule) and when a shift can be stamped.
import { ApprovalState, BillingStatus, ShiftType } from '@tuura/domain/enums';
import { describe, expect, it } from 'vitest';
import {
  approvalKey,
  billingKey,
  canStamp,
  countingTimes,
  shiftTypeKey,
  stampedTimesDiffer,
  stampLook,
  typeKey,
} from '../src/features/shifts/labels.ts';
import fi from '../src/i18n/fi.shifts.json';
import { shift } from './shiftFixtures.ts';

const at = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], fi);

describe('stampLook', () => {
  it('stamp needed is red, stamped green, approved neutral with a check, each with a word', () => {
    expect(stampLook('required')).toMatchObject({ color: 'red', icon: 'alert' });
    expect(stampLook('stamped')).toMatchObject({ color: 'green', icon: 'clock' });
    expect(stampLook('approved')).toMatchObject({ color: 'gray', icon: 'check' });
    expect(at(stampLook('required')?.labelKey ?? '')).toBe('Leimaus vaaditaan');
    expect(at(stampLook('stamped')?.labelKey ?? '')).toBe('Leimattu');
    expect(at(stampLook('approved')?.labelKey ?? '')).toBe('Hyväksytty');
  });

  it('a stamp of a shift not yet ended is neutral and says when to stamp', () => {
    expect(stampLook('later')).toMatchObject({ color: 'gray', icon: 'later' });
    expect(at(stampLook('later')?.labelKey ?? '')).toBe('Leimaa vuoron jälkeen');
  });

  it('a shift that needs no stamp shows no stamp state', () => {
    expect(stampLook('notRequired')).toBeNull();
  });
});

describe('type, billing and approval labels', () => {
  it('a normal shift has no type badge; the others do, in the glossary words', () => {
    expect(shiftTypeKey(ShiftType.shift)).toBeNull();
    expect(at(shiftTypeKey(ShiftType.sick) ?? '')).toBe('Sairaus');
    expect(at(shiftTypeKey(ShiftType.training) ?? '')).toBe('Koulutus');
    expect(at(shiftTypeKey(ShiftType.noSalary) ?? '')).toBe('Palkaton');
    expect(at(typeKey(ShiftType.shift))).toBe('Vuoro');
  });

  it('billing status in the glossary words', () => {
    expect(at(billingKey(BillingStatus.notBilled))).toBe('Laskuttamatta');
    expect(at(billingKey(BillingStatus.billed))).toBe('Laskutettu');
    expect(at(billingKey(BillingStatus.received))).toBe('Maksettu');
    expect(at(approvalKey(ApprovalState.rejected))).toBe('Hylätty');
  });
});

describe('countingTimes (the stamp rule)', () => {
  const stamped = {
    required: true,
    stamped: true,
    from: '2026-11-23T05:15:00.000Z',
    to: '2026-11-23T13:30:00.000Z',
  };

  it('planned times without a stamp', () => {
    expect(countingTimes(shift({}, { required: true }))).toEqual({ from: shift().from, to: shift().to });
    expect(stampedTimesDiffer(shift({}, { required: true }))).toBe(false);
  });

  it('stamped times while the stamp waits for approval', () => {
    const s = shift({}, stamped);
    expect(countingTimes(s)).toEqual({ from: stamped.from, to: stamped.to });
    expect(stampedTimesDiffer(s)).toBe(true);
  });

  it('planned times again once approved, or when marked not completed', () => {
    expect(countingTimes(shift({}, { ...stamped, approved: ApprovalState.approved }))).toEqual({
      from: shift().from,
      to: shift().to,
    });
    expect(countingTimes(shift({}, { ...stamped, notCompleted: true }))).toEqual({
      from: shift().from,
      to: shift().to,
    });
  });

  it('a running shift has no end', () => {
    expect(countingTimes(shift({ to: null, submitted: false }))).toEqual({ from: shift().from, to: null });
  });
});

describe('canStamp', () => {
  const after = Date.parse('2026-11-23T14:00:00Z');
  const before = Date.parse('2026-11-23T12:00:00Z');

  it('a past shift whose stamp is required, or stamped and not yet approved', () => {
    expect(canStamp(shift({}, { required: true }), after)).toBe(true);
    expect(canStamp(shift({}, { required: true, stamped: true }), after)).toBe(true);
  });

  it('not before it has ended, not once approved, not when no stamp is required', () => {
    expect(canStamp(shift({}, { required: true }), before)).toBe(false);
    expect(
      canStamp(shift({}, { required: true, stamped: true, approved: ApprovalState.approved }), after),
    ).toBe(false);
    expect(canStamp(shift(), after)).toBe(false);
  });
});
