import { describe, expect, it } from 'vitest';
import { POLL } from '../../src/limits.ts';
import { pollInput, pollSchema, pollUpdate, pollVoteInput } from '../../src/schemas/poll.ts';
import { itBoundsLengths, itBoundsName, messages, repeat, uuid, withField } from './helpers.ts';

const input = { title: 'Kesälomat', choices: ['Kesäkuu', 'Heinäkuu'] };

describe('poll', () => {
  it('parses the API shape', () => {
    const poll = {
      _id: uuid(1),
      title: 'Kesälomat',
      description: '<p>Milloin?</p>',
      report: '',
      choices: [{ _id: uuid(2), text: 'Kesäkuu', votes: null }],
      publishedAt: '2025-03-01T08:00:00Z',
      closesAt: null,
      state: 'open',
      voted: true,
      myChoice: uuid(2),
      totalVotes: null,
      settings: { canAddChoice: false, canChangeVote: true, isPublic: false },
    };
    expect(pollSchema.parse(poll)).toEqual(poll);
  });

  it('refuses the same choice twice, whatever the case', () => {
    expect(messages(pollInput, { ...input, choices: ['Kesäkuu', 'kesäkuu'] })['choices.1']?.key).toBe(
      'duplicate',
    );
    expect(messages(pollUpdate, { choices: ['A', 'B', 'a'] })['choices.2']?.key).toBe('duplicate');
  });

  it('fills defaults on create, none on update', () => {
    expect(pollInput.parse(input)).toMatchObject({
      publishedAt: null,
      users: [],
      settings: { canAddChoice: false, canChangeVote: false, isPublic: false },
    });
    expect(pollUpdate.parse({ title: 'Uusi' })).toEqual({ title: 'Uusi' });
  });

  itBoundsLengths(pollInput, input, {
    title: POLL.title,
    description: POLL.description,
    report: POLL.report,
    'choices.1': POLL.choice,
  });
  itBoundsName(pollInput, input, 'title', POLL.title);

  it('takes 1 to 10 choices', () => {
    expect(messages(pollInput, { ...input, choices: [] }).choices).toEqual({
      key: 'minItems',
      params: { field: 'choices', count: POLL.choicesMin },
    });
    const eleven = Array.from({ length: POLL.choicesMax + 1 }, (_, i) => `${i}`);
    expect(pollInput.safeParse({ ...input, choices: eleven.slice(1) }).success).toBe(true);
    expect(messages(pollInput, { ...input, choices: eleven }).choices).toEqual({
      key: 'maxItems',
      params: { field: 'choices', count: POLL.choicesMax },
    });
  });

  it('names missing, mistyped and backwards fields', () => {
    expect(messages(pollInput, withField(input, 'choices', undefined)).choices?.key).toBe('required');
    expect(
      messages(pollInput, withField(input, 'settings', { isPublic: 'yes' }))['settings.isPublic']?.key,
    ).toBe('type');
    const closesFirst = { ...input, publishedAt: '2025-03-02T00:00:00Z', closesAt: '2025-03-01T00:00:00Z' };
    expect(messages(pollInput, closesFirst).closesAt?.key).toBe('after');
  });
});

describe('poll vote', () => {
  it('takes a choice or a new choice, exactly one', () => {
    expect(pollVoteInput.safeParse({ choice: uuid(1) }).success).toBe(true);
    expect(pollVoteInput.safeParse({ newChoice: 'Elokuu' }).success).toBe(true);
    expect(messages(pollVoteInput, {}).choice?.key).toBe('required');
    expect(messages(pollVoteInput, { choice: uuid(1), newChoice: 'Elokuu' }).newChoice?.key).toBe('invalid');
    expect(messages(pollVoteInput, { newChoice: repeat(POLL.choice + 1) }).newChoice?.key).toBe('maxLength');
  });
});
