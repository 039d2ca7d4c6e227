import { describe, expect, it } from 'vitest';
import { ALERT } from '../../src/limits.ts';
import { alertInput, DEFAULT_ALERT_RULE } from '../../src/schemas/alert.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

const valid = { name: 'A', rule: DEFAULT_ALERT_RULE };

describe('alert', () => {
  it('parses an input with defaults', () => {
    expect(alertInput.parse(valid)).toEqual({ ...valid, recurrence: '1d', isEnabled: true });
  });

  itBoundsLengths(alertInput, valid, { name: ALERT.name });
  itBoundsName(alertInput, valid, 'name', ALERT.name);

  it('names missing, mistyped and unsupported fields', () => {
    expect(messages(alertInput, { rule: DEFAULT_ALERT_RULE }).name?.key).toBe('required');
    expect(messages(alertInput, { ...valid, name: [] }).name?.key).toBe('type');
    expect(
      messages(alertInput, { ...valid, rule: { ...DEFAULT_ALERT_RULE, target: 'user' } })['rule.target']?.key,
    ).toBe('invalid');
    expect(
      messages(alertInput, {
        ...valid,
        rule: { ...DEFAULT_ALERT_RULE, departmentId: uuid(1), operator: 'near' },
      })['rule.operator']?.key,
    ).toBe('enum');
    expect(
      messages(alertInput, {
        ...valid,
        rule: {
          ...DEFAULT_ALERT_RULE,
          value: { type: 'relative', amount: ALERT.amountMax + 1, unit: 'days' },
        },
      })['rule.value.amount']?.key,
    ).toBe('maxValue');
  });
});
