import { describe, expect, it } from 'vitest';
import { ALERT } from '../../src/limits.ts';
import { alertInput, alertSchema } from '../../src/schemas/alert.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

describe('alert', () => {
  it('parses the API shape', () => {
    expect(alertSchema.parse({ _id: uuid(1), name: 'Ylityöt' })).toEqual({ _id: uuid(1), name: 'Ylityöt' });
  });

  itBoundsLengths(alertInput, { name: 'A' }, { name: ALERT.name });
  itBoundsName(alertInput, { name: 'A' }, 'name', ALERT.name);

  it('names missing and mistyped fields', () => {
    expect(messages(alertInput, {}).name?.key).toBe('required');
    expect(messages(alertInput, { name: [] }).name?.key).toBe('type');
  });
});
