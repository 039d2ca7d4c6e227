import { describe, expect, it } from 'vitest';
import { SAVED_FILTER } from '../../src/limits.ts';
import { savedFilterInput, savedFilterSchema, savedFilterUpdate } from '../../src/schemas/savedFilter.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

const input = { name: 'Yövuorot', context: 'admin-shifts' };

describe('saved filter', () => {
  it('parses the API shape and fills defaults', () => {
    const filter = { _id: uuid(1), ...input, default: true, query: { type: [0, 2], night: true } };
    expect(savedFilterSchema.parse(filter)).toEqual(filter);
    expect(savedFilterInput.parse(input)).toEqual({ ...input, default: false, query: {} });
    expect(savedFilterUpdate.parse({ default: true })).toEqual({ default: true });
  });

  itBoundsLengths(savedFilterInput, input, { name: SAVED_FILTER.name, context: SAVED_FILTER.context });
  itBoundsName(savedFilterInput, input, 'name', SAVED_FILTER.name);

  it('names missing and mistyped fields', () => {
    expect(messages(savedFilterInput, { name: 'Yö' }).context?.key).toBe('required');
    expect(messages(savedFilterInput, { ...input, default: 'yes' }).default?.key).toBe('type');
    expect(messages(savedFilterInput, { ...input, query: [] }).query?.key).toBe('type');
  });

  it(`bounds the stored query at ${SAVED_FILTER.queryChars} characters of JSON`, () => {
    const fits = { q: 'x'.repeat(SAVED_FILTER.queryChars - 8) };
    expect(JSON.stringify(fits)).toHaveLength(SAVED_FILTER.queryChars);
    expect(savedFilterInput.safeParse({ ...input, query: fits }).success).toBe(true);
    const over = { q: `${fits.q}x` };
    expect(messages(savedFilterInput, { ...input, query: over }).query).toEqual({
      key: 'maxLength',
      params: { field: 'query', length: SAVED_FILTER.queryChars },
    });
    expect(messages(savedFilterUpdate, { query: over }).query?.key).toBe('maxLength');
  });
});
