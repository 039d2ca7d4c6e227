import { describe, expect, it } from 'vitest';
import { NOTE } from '../../src/limits.ts';
import { noteInput, noteListQuery, noteSchema, noteUpdate } from '../../src/schemas/note.ts';
import { itBoundsLengths, messages, uuid } from './helpers.ts';

const input = { body: 'Sopimus päivitetty', targetType: 'user', target: uuid(1), group: 'user-hr' };

describe('note', () => {
  it('parses the API shape', () => {
    const note = {
      _id: uuid(2),
      ...input,
      createdBy: uuid(3),
      createdByName: 'Anna Ylläpitäjä',
      createdAt: '2025-03-01T08:00:00.000Z',
      updatedAt: '2025-03-01T08:00:00.000Z',
    };
    expect(noteSchema.parse(note)).toEqual(note);
  });

  itBoundsLengths(noteInput, input, { body: NOTE.body });

  it('updates the body and the group only', () => {
    expect(noteUpdate.parse({ body: 'Uusi' })).toEqual({ body: 'Uusi' });
    expect(noteUpdate.parse({ group: 'user-general' })).toEqual({ group: 'user-general' });
    expect(noteUpdate.parse({ target: uuid(9), targetType: 'group' })).toEqual({});
  });

  it('names missing, mistyped and unknown fields', () => {
    expect(messages(noteInput, { ...input, body: '  ' }).body?.key).toBe('required');
    expect(messages(noteInput, { ...input, target: 1 }).target?.key).toBe('type');
    expect(messages(noteInput, { ...input, group: 'everyone' }).group?.key).toBe('enum');
    expect(messages(noteInput, { ...input, targetType: 'shift' }).targetType?.key).toBe('enum');
    expect(messages(noteListQuery, { group: 'user-hr' }).target?.key).toBe('required');
    expect(noteListQuery.parse({ target: uuid(1) })).toEqual({ target: uuid(1) });
  });
});
