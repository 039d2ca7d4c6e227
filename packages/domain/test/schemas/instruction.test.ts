import { describe, expect, it } from 'vitest';
import { INSTRUCTION } from '../../src/limits.ts';
import { instructionInput, instructionUpdate } from '../../src/schemas/instruction.ts';
import { itBoundsLengths, messages } from './helpers.ts';

const input = { title: 'Leimaaminen', body: '<p>Leimaa vuoro</p>', position: 1 };

describe('instruction', () => {
  it('fills defaults, and an update keeps unsent fields unsent', () => {
    expect(instructionInput.parse({ title: 'Ohje' })).toEqual({
      title: 'Ohje',
      body: '',
      language: 'fi',
      position: 0,
    });
    expect(instructionUpdate.parse({ title: 'Uusi' })).toEqual({ title: 'Uusi' });
  });

  itBoundsLengths(instructionInput, input, { title: INSTRUCTION.title, body: INSTRUCTION.body });

  it('names missing, mistyped and out-of-range fields', () => {
    expect(messages(instructionInput, { ...input, title: ' ' }).title?.key).toBe('required');
    expect(messages(instructionInput, { ...input, body: 3 }).body?.key).toBe('type');
    expect(messages(instructionInput, { ...input, position: -1 }).position?.key).toBe('minValue');
    expect(
      messages(instructionInput, { ...input, position: INSTRUCTION.positionMax + 1 }).position?.key,
    ).toBe('maxValue');
    expect(messages(instructionInput, { ...input, position: 1.5 }).position).toBeDefined();
  });
});
