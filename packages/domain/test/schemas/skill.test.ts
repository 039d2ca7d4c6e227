import { describe, expect, it } from 'vitest';
import { REQUEST, SKILL } from '../../src/limits.ts';
import {
  skillGroupInput,
  skillGroupPairInput,
  skillGroupSchema,
  skillGroupUpdate,
  skillInput,
  skillSchema,
} from '../../src/schemas/skill.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

describe('skill', () => {
  it('parses the API shapes', () => {
    expect(skillSchema.parse({ _id: uuid(1), name: 'EKG' })).toEqual({ _id: uuid(1), name: 'EKG' });
    const group = { _id: uuid(2), name: 'Kardiologia', skills: [uuid(1)] };
    expect(skillGroupSchema.parse(group)).toEqual(group);
  });

  itBoundsLengths(skillInput, { name: 'EKG' }, { name: SKILL.name });
  itBoundsLengths(skillGroupInput, { name: 'K' }, { name: SKILL.groupName });
  itBoundsName(skillInput, { name: 'EKG' }, 'name', SKILL.name);

  it('names missing and mistyped fields', () => {
    expect(messages(skillInput, {}).name?.key).toBe('required');
    expect(messages(skillGroupInput, { name: 'K', skills: [1] })['skills.0']?.key).toBe('type');
  });

  it('groups hold a capped list of skill ids; updates keep what is not sent', () => {
    expect(skillGroupInput.parse({ name: 'K' })).toEqual({ name: 'K', skills: [] });
    expect(skillGroupUpdate.parse({ name: 'L' })).toEqual({ name: 'L' });
    const skills = Array.from({ length: REQUEST.maxIdsPerMassAction + 1 }, (_, i) => uuid(i));
    expect(messages(skillGroupInput, { name: 'K', skills }).skills?.key).toBe('maxItems');
  });

  it('changes two groups together, each by id', () => {
    const pair = { group1: { _id: uuid(1), skills: [] }, group2: { _id: uuid(2), skills: [uuid(3)] } };
    expect(skillGroupPairInput.parse(pair)).toEqual(pair);
    expect(messages(skillGroupPairInput, { ...pair, group2: { skills: [] } })['group2._id']?.key).toBe(
      'required',
    );
  });
});
