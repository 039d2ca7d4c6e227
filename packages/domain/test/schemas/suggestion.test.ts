import { describe, expect, it } from 'vitest';
import { SHIFT, SUGGESTION } from '../../src/limits.ts';
import {
  suggestionInput,
  suggestionMassInput,
  suggestionSchema,
  suggestionUpdate,
} from '../../src/schemas/suggestion.ts';
import { itBoundsLengths, itBoundsName, messages, uuid, withField } from './helpers.ts';

const input = { from: '2025-03-01T08:00:00+02:00', to: '2025-03-01T16:00:00+02:00', name: 'Päivä' };

describe('suggestion', () => {
  it('parses the API shape and fills defaults', () => {
    const suggestion = {
      _id: uuid(1),
      ...input,
      description: '',
      type: 2,
      department: null,
      worker: uuid(2),
      approved: 0,
      createdAt: '2025-02-20T10:00:00Z',
    };
    expect(suggestionSchema.parse(suggestion)).toEqual(suggestion);
    expect(suggestionInput.parse(input)).toEqual({ ...input, description: '', type: 0, department: null });
    expect(suggestionUpdate.parse({ type: 1 })).toEqual({ type: 1 });
  });

  itBoundsLengths(suggestionInput, input, { name: SHIFT.name, description: SHIFT.description });
  itBoundsName(suggestionInput, input, 'name', SHIFT.name);

  it('names missing, mistyped and backwards fields', () => {
    expect(messages(suggestionInput, withField(input, 'to', undefined)).to?.key).toBe('required');
    expect(messages(suggestionInput, { ...input, department: 3 }).department?.key).toBe('type');
    expect(messages(suggestionInput, { ...input, to: '2025-03-01T06:00:00Z' }).to?.key).toBe('after');
  });

  it('caps how many are created at once', () => {
    const suggestions = Array.from({ length: SUGGESTION.massCreateMax + 1 }, () => input);
    expect(suggestionMassInput.safeParse({ suggestions: suggestions.slice(1) }).success).toBe(true);
    expect(messages(suggestionMassInput, { suggestions }).suggestions).toEqual({
      key: 'maxItems',
      params: { field: 'suggestions', count: SUGGESTION.massCreateMax },
    });
    expect(
      messages(suggestionMassInput, { suggestions: [{ ...input, name: '' }] })['suggestions.0.name']?.key,
    ).toBe('required');
  });
});
