import { describe, expect, it } from 'vitest';
import { MASS_EMAIL } from '../../src/limits.ts';
import { massEmailInput } from '../../src/schemas/massEmail.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

const input = { title: 'Kesän vuorot', message: 'Vuorot on julkaistu.', users: [uuid(1)], groups: [] };

describe('mass email', () => {
  it('parses a valid email', () => {
    expect(massEmailInput.parse(input)).toEqual(input);
  });

  itBoundsLengths(massEmailInput, input, { title: MASS_EMAIL.title, message: MASS_EMAIL.message });
  itBoundsName(massEmailInput, input, 'title', MASS_EMAIL.title);

  it('names missing and mistyped fields', () => {
    expect(messages(massEmailInput, { title: 'X' }).message?.key).toBe('required');
    expect(messages(massEmailInput, { ...input, title: null }).title?.key).toBe('type');
    expect(messages(massEmailInput, { title: 'X', message: 'Y' }).users?.key).toBe('required');
    expect(messages(massEmailInput, { ...input, groups: ['x'] })['groups.0']?.key).toBe('format');
  });
});
