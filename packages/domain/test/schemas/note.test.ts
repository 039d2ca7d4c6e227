import { describe, expect, it } from 'vitest';
import { NOTE } from '../../src/limits.ts';
import { noteInput, noteListQuery, noteSchema, noteUpdate } from '../../src/schemas/note.ts';
import { itBoundsLengths, messages, uuid } from './helpers.ts';

const input = { body: 'Sopimus päivitetty', target: uuid(1), group: 'user-hr' };

describe('note', () => {
  it('parses the API shape', () => {
    const note = { _id: uuid(2), ...input, createdBy: uuid(3), createdAt: '2025-03-01T08:00:00.000Z' };
    expect(noteSchema.parse(note)).toEqual(note);
  });

  itBoundsLengths(noteInput, input, { body: NOTE.body });

  it('updates only the body', () => {
    expect(noteUpdate.parse({ body: 'Uusi' })).toEqual({ body: 'Uusi' });
    expect(noteUpdate.parse({ target: uuid(9) })).toEqual({});
  });

  it('names missing, mistyped and unknown fields', () => {
    expect(messages(noteInput, { ...input, body: '  ' }).body?.key).toBe('required');
    expect(messages(noteInput, { ...input, target: 1 }).target?.key).toBe('type');
    expect(messages(noteInput, { ...input, group: 'everyone' }).group?.key).toBe('enum');
    expect(messages(noteListQuery, { group: 'user-hr' }).target?.key).toBe('required');
  });
});
