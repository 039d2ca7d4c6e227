import { describe, expect, it } from 'vitest';
import { HOLIDAY } from '../../src/limits.ts';
import { holidayInput, holidaySchema, holidayUpdate } from '../../src/schemas/holiday.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

const input = { name: 'Juhannus', date: '2025-06-20' };

describe('holiday', () => {
  it('parses the API shape and fills defaults', () => {
    const holiday = { _id: uuid(1), ...input, description: 'Juhannusaatto' };
    expect(holidaySchema.parse(holiday)).toEqual(holiday);
    expect(holidayInput.parse(input)).toEqual({ ...input, description: '' });
    expect(holidayUpdate.parse({ date: '2025-06-21' })).toEqual({ date: '2025-06-21' });
  });

  itBoundsLengths(holidayInput, input, { name: HOLIDAY.name, description: HOLIDAY.description });
  itBoundsName(holidayInput, input, 'name', HOLIDAY.name);

  it('names missing, mistyped and malformed fields', () => {
    expect(messages(holidayInput, { name: 'Juhannus' }).date?.key).toBe('required');
    expect(messages(holidayInput, { ...input, name: 1 }).name?.key).toBe('type');
    expect(messages(holidayInput, { ...input, date: '20.6.2025' }).date?.key).toBe('format');
  });
});
