// Hand-computed money cases (decision 117): each expected sum has its arithmetic beside it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApprovalState, ShiftType } from '../../src/enums.ts';
import { COMPENSATION_MULTIPLIERS, COMPENSATION_SCHEMES } from '../../src/rules/compensation.ts';
import { MAX_LINE_CENTS, scaledLineAmount } from '../../src/rules/money.ts';
import { type MoneyShift, type MoneyWorker, moneyTotals, shiftMoney } from '../../src/rules/pay.ts';
import { periodsBetween } from '../../src/rules/reportingPeriod.ts';
import { zonedTime } from '../../src/rules/zonedTime.ts';

const hourly = (
  rate: string,
  scheme: MoneyWorker['salaries'][number]['value']['scheme'] = 'regular',
): MoneyWorker => ({
  payType: 'hourly',
  salaries: [{ validFrom: '2020-01-01', value: { rate, scheme } }],
});
const shift = (over: Partial<MoneyShift> & Pick<MoneyShift, 'from' | 'to'>): MoneyShift => ({
  type: ShiftType.shift,
  stamp: null,
  billing: '60,00',
  salary: '',
  ...over,
});
const periods = ['daily', 'weekly', 'biWeekly', 'monthly', 'triMonthly', 'halfYearly', 'yearly'] as const;
const at = (date: string, hour: number, minute = 0) => zonedTime(date, hour, minute);

describe('shiftMoney: hand-computed cases', () => {
  it('a night shift across midnight counts every hour on the start date', () => {
    // 22:00 → 06:00 = 8 h = 480 min. Billing 60,00 €/h: 6000 × 480 / 60 = 48 000 c = 480,00 €.
    // Pay 32,50 €/h: 3250 × 480 / 60 = 26 000 c = 260,00 €.
    const money = shiftMoney(shift({ from: at('2026-03-10', 22), to: at('2026-03-11', 6) }), hourly('32,50'));
    expect(money).toMatchObject({ date: '2026-03-10', minutes: 480, times: 'planned' });
    expect(money?.billing.amount).toBe(48_000);
    expect(money?.pay.amount).toBe(26_000);
  });

  it('a night across the autumn clock change pays its tenth hour', () => {
    // 25.10.2026 the clocks go back 04:00 → 03:00: 22:00 → 07:00 on the wall is 9 h but 10 real
    // hours = 600 min. Pay 30 €/h: 3000 × 600 / 60 = 30 000 c. Billing 60 €/h: 60 000 c.
    const money = shiftMoney(shift({ from: at('2026-10-24', 22), to: at('2026-10-25', 7) }), hourly('30'));
    expect(money?.minutes).toBe(600);
    expect(money?.pay.amount).toBe(30_000);
    expect(money?.billing.amount).toBe(60_000);
  });

  it('a salary value that changes mid-period pays each shift at the value of its date', () => {
    // 30 €/h until 14.3., 35 €/h from 15.3.; two 8-hour days (480 min):
    // 14.3.: 3000 × 480 / 60 = 24 000 c; 15.3.: 3500 × 480 / 60 = 28 000 c; together 52 000 c.
    const worker: MoneyWorker = {
      payType: 'hourly',
      salaries: [
        { validFrom: '2026-01-01', value: { rate: '30', scheme: 'regular' } },
        { validFrom: '2026-03-15', value: { rate: '35', scheme: 'regular' } },
      ],
    };
    const lines = [
      shiftMoney(shift({ from: at('2026-03-14', 8), to: at('2026-03-14', 16) }), worker),
      shiftMoney(shift({ from: at('2026-03-15', 8), to: at('2026-03-15', 16) }), worker),
    ].filter((line) => line !== null);
    expect(lines.map((l) => l.pay.amount)).toEqual([24_000, 28_000]);
    expect(moneyTotals(lines).paid).toBe(52_000);
  });

  it('a stamped shift waiting for approval counts the stamped times', () => {
    // Planned 08:00–16:00, stamped 07:55–16:20 = 8 h 25 min = 505 min.
    // Pay 31,70 €/h: 3170 × 505 / 60 = 26 680,83… → 26 681 c. Billing 6000 × 505 / 60 = 50 500 c.
    const money = shiftMoney(
      shift({
        from: at('2026-05-04', 8),
        to: at('2026-05-04', 16),
        stamp: {
          required: true,
          stamped: true,
          from: at('2026-05-04', 7, 55),
          to: at('2026-05-04', 16, 20),
          approved: ApprovalState.pending,
        },
      }),
      hourly('31,70'),
    );
    expect(money).toMatchObject({ minutes: 505, times: 'stamped' });
    expect(money?.pay.amount).toBe(26_681);
    expect(money?.billing.amount).toBe(50_500);
  });

  it('an approved stamp counts the planned times', () => {
    // Approved: planned 08:00–16:00 = 480 min whatever was stamped. 3170 × 480 / 60 = 25 360 c.
    const money = shiftMoney(
      shift({
        from: at('2026-05-04', 8),
        to: at('2026-05-04', 16),
        stamp: {
          required: true,
          stamped: true,
          from: at('2026-05-04', 7, 55),
          to: at('2026-05-04', 16, 20),
          approved: ApprovalState.approved,
        },
      }),
      hourly('31,70'),
    );
    expect(money).toMatchObject({ minutes: 480, times: 'approved' });
    expect(money?.pay.amount).toBe(25_360);
  });

  it('a shift marked not completed counts the planned times', () => {
    // Stamped 08:00–12:00 but not completed: planned 08:00–16:00 = 480 min; 2500 × 480 / 60 = 20 000 c.
    const money = shiftMoney(
      shift({
        from: at('2026-05-04', 8),
        to: at('2026-05-04', 16),
        stamp: {
          required: true,
          stamped: true,
          from: at('2026-05-04', 8),
          to: at('2026-05-04', 12),
          notCompleted: true,
        },
      }),
      hourly('25'),
    );
    expect(money).toMatchObject({ minutes: 480, times: 'notCompleted' });
    expect(money?.pay.amount).toBe(20_000);
  });

  it('sick leave is paid and not billed; no-salary time is neither', () => {
    // Sick 8 h at 30 €/h: 3000 × 480 / 60 = 24 000 c paid, 0 billed.
    const day = { from: at('2026-06-01', 8), to: at('2026-06-01', 16) };
    const sick = shiftMoney(shift({ ...day, type: ShiftType.sick }), hourly('30'));
    expect(sick?.pay).toMatchObject({ amount: 24_000, reason: 'priced' });
    expect(sick?.billing).toMatchObject({ amount: 0, reason: 'typeNotBilled' });
    const training = shiftMoney(shift({ ...day, type: ShiftType.training }), hourly('30'));
    expect(training?.pay.amount).toBe(24_000);
    expect(training?.billing.amount).toBe(0);
    const unpaid = shiftMoney(shift({ ...day, type: ShiftType.noSalary }), hourly('30'));
    expect(unpaid).toMatchObject({
      minutes: 480,
      pay: { amount: 0, reason: 'typeNotPaid' },
      billing: { amount: 0 },
    });
  });

  it('applies each compensation scheme to the pay once, rounding the line once', () => {
    // 7 h 35 min = 455 min at 33,33 €/h: base 3333 × 455 / 60 = 25 275,25 c.
    //   regular ×1.00  → 25 275,25   → 25 275
    //   lapland ×1.10  → 27 802,775  → 27 803
    //   eastFinland ×1.07 → 27 044,5175 → 27 045
    //   archipelago ×1.05 → 26 539,0125 → 26 539
    //   el15 ×1.15     → 29 066,5375 → 29 067
    //   el20 ×1.20     → 30 330,3    → 30 330
    const expected = {
      regular: 25_275,
      lapland: 27_803,
      eastFinland: 27_045,
      archipelago: 26_539,
      el15: 29_067,
      el20: 30_330,
    };
    for (const scheme of COMPENSATION_SCHEMES) {
      const money = shiftMoney(
        shift({ from: at('2026-02-02', 8), to: at('2026-02-02', 15, 35) }),
        hourly('33,33', scheme),
      );
      expect({ scheme, amount: money?.pay.amount }).toEqual({ scheme, amount: expected[scheme] });
      expect(money?.pay.multiplier).toBe(COMPENSATION_MULTIPLIERS[scheme]);
      // The customer's bill is never multiplied: 6000 × 455 / 60 = 45 500 c.
      expect(money?.billing.amount).toBe(45_500);
    }
  });

  it("a shift's own salary wins; a per-shift rate ignores the hours; bad rates are not guessed", () => {
    const day = { from: at('2026-06-01', 8), to: at('2026-06-01', 12) };
    expect(shiftMoney(shift({ ...day, salary: '300 €/vuoro' }), hourly('30'))?.pay.amount).toBe(30_000);
    expect(shiftMoney(shift({ ...day, salary: 'kolmekymppiä' }), hourly('30'))?.pay).toMatchObject({
      amount: null,
      reason: 'unreadableRate',
    });
    expect(shiftMoney(shift({ ...day, billing: '' }), hourly('30'))?.billing).toMatchObject({
      amount: null,
      reason: 'noRate',
    });
    // An open shift (nobody works it) is neither billed nor paid; its hours still show.
    expect(shiftMoney(shift(day), null)).toMatchObject({
      minutes: 240,
      billing: { amount: 0, reason: 'unassigned' },
      pay: { amount: 0, reason: 'unassigned' },
    });
    expect(shiftMoney(shift(day), { payType: 'hourly', salaries: [] })?.pay).toMatchObject({
      amount: null,
      reason: 'noRate',
    });
    expect(shiftMoney(shift(day), { ...hourly('30'), payType: 'monthly' })?.pay).toMatchObject({
      amount: 0,
      reason: 'monthlySalary',
    });
    expect(shiftMoney(shift({ ...day, to: null }), hourly('30'))).toBeNull();
  });

  it('a line above MAX_LINE_CENTS is unpriced (outOfRange), so no total can lose exactness', () => {
    // 1 000 000 €/h = 100 000 000 c/h. 10 h = 600 min: 100 000 000 × 600 / 60 = 1 000 000 000 c,
    // exactly MAX_LINE_CENTS: priced. 601 min: 1 001 666 667 c, above it: unpriced.
    expect(MAX_LINE_CENTS).toBe(1_000_000_000);
    const tenHours = { from: at('2026-06-01', 8), to: at('2026-06-01', 18) };
    const million = hourly('1000000');
    const atMost = shiftMoney(shift({ ...tenHours, billing: '1000000' }), million);
    expect(atMost?.billing).toMatchObject({ amount: 1_000_000_000, reason: 'priced' });
    expect(atMost?.pay).toMatchObject({ amount: 1_000_000_000, reason: 'priced' });
    const oneMinuteMore = shiftMoney(
      shift({ from: tenHours.from, to: at('2026-06-01', 18, 1), billing: '1000000' }),
      million,
    );
    expect(oneMinuteMore?.billing).toMatchObject({ amount: null, reason: 'outOfRange' });
    // The el20 scheme lifts ten hours at 900 000 €/h (900 000 000 c) to 1 080 000 000 c: out.
    expect(shiftMoney(shift({ ...tenHours, billing: '' }), hourly('900000', 'el20'))?.pay).toMatchObject({
      amount: null,
      reason: 'outOfRange',
    });
    // Two centuries at the top rate: counted as unpriced, the totals stay exact integers.
    const centuries = shiftMoney(
      shift({ from: at('2000-01-01', 8), to: at('2199-12-31', 8), billing: '1000000' }),
      million,
    );
    const totals = moneyTotals([atMost, centuries].filter((line) => line !== null));
    expect(totals).toMatchObject({
      billed: 1_000_000_000,
      unpricedBilling: 1,
      paid: 1_000_000_000,
      unpricedPay: 1,
    });
  });
});

describe('scaledLineAmount', () => {
  it('rounds once where rounding twice would differ', () => {
    // 1 € / h for 1 min = 1,666… c; ×1.15 = 1,9166… c → 2 c (twice: 2 c × 1.15 = 2,3 → 2; a
    // case that differs: 33,33 €/h, 455 min, el20: once 30 330,3 → 30 330; twice 25 275 × 1.2 = 30 330).
    expect(scaledLineAmount({ cents: 100, per: 'hour' }, 1, 11_500)).toBe(2);
    // Half away from zero: 10 c/h × 3 min = 0,5 c → 1 c.
    expect(scaledLineAmount({ cents: 10, per: 'hour' }, 3, 10_000)).toBe(1);
  });
});

describe('a period and its sub-periods', () => {
  const day = fc.integer({ min: 0, max: 400 });
  const arbitraryShift = fc.record({
    day,
    startQuarter: fc.integer({ min: 0, max: 95 }),
    quarters: fc.integer({ min: 1, max: 64 }),
    type: fc.constantFrom(...ShiftType.values),
    billing: fc.constantFrom('', '45', '52,05 €/h', '300 €/vuoro', 'x'),
    salary: fc.constantFrom('', '29,99', '250 €/vuoro'),
    stamped: fc.boolean(),
  });
  const worker: MoneyWorker = {
    payType: 'hourly',
    salaries: [
      { validFrom: '2026-01-01', value: { rate: '30,15', scheme: 'el15' } },
      { validFrom: '2026-06-10', value: { rate: '33', scheme: 'lapland' } },
    ],
  };

  it('has the total of its sub-periods, for every reporting period', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryShift, { maxLength: 40 }),
        fc.constantFrom(...periods),
        (drawn, period) => {
          const lines = drawn
            .map((s) => {
              const date = new Date(Date.UTC(2026, 0, 1 + s.day)).toISOString().slice(0, 10);
              const from = at(date, Math.floor(s.startQuarter / 4), (s.startQuarter % 4) * 15);
              const to = new Date(from.getTime() + s.quarters * 15 * 60_000);
              return shiftMoney(
                {
                  from,
                  to,
                  type: s.type,
                  billing: s.billing,
                  salary: s.salary,
                  stamp: s.stamped
                    ? { required: true, stamped: true, from, to: new Date(to.getTime() + 5 * 60_000) }
                    : null,
                },
                worker,
              );
            })
            .filter((line) => line !== null);
          const whole = moneyTotals(lines);
          const parts = periodsBetween('2026-01-01', '2027-02-06', period).map((range) =>
            moneyTotals(lines.filter((l) => l.date >= range.start && l.date < range.end)),
          );
          const summed = parts.reduce(
            (acc, p) => ({
              shifts: acc.shifts + p.shifts,
              minutes: acc.minutes + p.minutes,
              billed: acc.billed + p.billed,
              paid: acc.paid + p.paid,
            }),
            { shifts: 0, minutes: 0, billed: 0, paid: 0 },
          );
          expect(summed).toEqual({
            shifts: whole.shifts,
            minutes: whole.minutes,
            billed: whole.billed,
            paid: whole.paid,
          });
        },
      ),
    );
  });
});

describe('periodsBetween', () => {
  it('cuts the first and last periods to the range and starts weeks on Monday', () => {
    expect(periodsBetween('2026-11-04', '2026-11-20', 'weekly')).toEqual([
      { start: '2026-11-04', end: '2026-11-09' },
      { start: '2026-11-09', end: '2026-11-16' },
      { start: '2026-11-16', end: '2026-11-20' },
    ]);
    expect(periodsBetween('2026-01-01', '2027-01-01', 'triMonthly').map((p) => p.start)).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    // Bi-weekly periods pair weeks from Monday 1.1.2024: 16.11.2026 is 150 weeks on, an even one.
    expect(periodsBetween('2026-11-23', '2026-12-21', 'biWeekly')).toEqual([
      { start: '2026-11-23', end: '2026-11-30' },
      { start: '2026-11-30', end: '2026-12-14' },
      { start: '2026-12-14', end: '2026-12-21' },
    ]);
  });

  it('tiles any range without gaps or overlaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 800 }),
        fc.constantFrom(...periods),
        (a, span, period) => {
          const from = new Date(Date.UTC(2024, 0, 1 + a)).toISOString().slice(0, 10);
          const to = new Date(Date.UTC(2024, 0, 1 + a + span)).toISOString().slice(0, 10);
          const ranges = periodsBetween(from, to, period);
          expect(ranges[0]?.start).toBe(from);
          expect(ranges.at(-1)?.end).toBe(to);
          for (let i = 1; i < ranges.length; i++) expect(ranges[i]?.start).toBe(ranges[i - 1]?.end);
        },
      ),
    );
  });
});
