import { describe, expect, it } from 'vitest';
import { GROUP } from '../../src/limits.ts';
import { groupInput, groupSchema, groupUpdate } from '../../src/schemas/group.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

describe('group', () => {
  it('parses the API shape and fills defaults', () => {
    const group = { _id: uuid(1), name: 'Ensihoito', meta: '' };
    expect(groupSchema.parse(group)).toEqual(group);
    expect(groupInput.parse({ name: ' Ensihoito ' })).toEqual({ name: 'Ensihoito', meta: '', members: [] });
    expect(groupUpdate.parse({ meta: 'x' })).toEqual({ meta: 'x' });
  });

  itBoundsLengths(groupInput, { name: 'G' }, { name: GROUP.name, meta: GROUP.meta });
  itBoundsName(groupInput, { name: 'G' }, 'name', GROUP.name);

  it('names missing and mistyped fields', () => {
    expect(messages(groupInput, {}).name?.key).toBe('required');
    expect(messages(groupInput, { name: 'G', meta: false }).meta?.key).toBe('type');
  });
});
