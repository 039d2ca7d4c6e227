// The web's skills cache follows the domain rule (spec §4): it loads skills and skill groups as
// one, not again while fresh or while a load runs, again when older than 600000 ms or after an
// error, and never for an admin without read on skills.
import { SKILLS_POLL } from '@tuura/domain/rules/skillsCache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollSkills, skillsDataQuery } from '../src/api/skillsCache.ts';
import { json, newQueryClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubApi(fail = false) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    if (fail) return Promise.resolve(json({ code: 'NOT_FOUND', key: 'request.notFound', message: 'x' }, 500));
    return Promise.resolve(
      url.startsWith('/api/skills/groups')
        ? json({ groups: [] })
        : json({ skills: [{ _id: 'a', name: 'EKG' }] }),
    );
  });
  return asked;
}

const settled = (client: ReturnType<typeof newQueryClient>) =>
  vi.waitFor(() => expect(client.getQueryState(skillsDataQuery.queryKey)?.fetchStatus).toBe('idle'));

describe('the skills cache', () => {
  it('loads both lists once, not again while a load runs or while fresh, again when outdated', async () => {
    const asked = stubApi();
    const client = newQueryClient();
    expect(pollSkills(client, { skills: 'read' })).toBe(true);
    // One load at a time: a second poll while the first runs starts nothing.
    expect(pollSkills(client, { skills: 'read' })).toBe(false);
    await settled(client);
    expect(asked.sort()).toEqual(['/api/skills/admin', '/api/skills/groups/admin']);
    expect(client.getQueryData(skillsDataQuery.queryKey)).toEqual({
      skills: [{ _id: 'a', name: 'EKG' }],
      groups: [],
    });
    const loadedAt = client.getQueryState(skillsDataQuery.queryKey)?.dataUpdatedAt ?? 0;
    expect(pollSkills(client, { skills: 'read' }, loadedAt + SKILLS_POLL.outdatedAfterMs)).toBe(false);
    expect(pollSkills(client, { skills: 'read' }, loadedAt + SKILLS_POLL.outdatedAfterMs + 1)).toBe(true);
    await settled(client);
    expect(asked).toHaveLength(4);
  });

  it('loads again at the next poll after an error', async () => {
    stubApi(true);
    const client = newQueryClient();
    expect(pollSkills(client, { skills: 'all' })).toBe(true);
    await settled(client);
    expect(client.getQueryState(skillsDataQuery.queryKey)?.status).toBe('error');
    const asked = stubApi();
    expect(pollSkills(client, { skills: 'all' })).toBe(true);
    await settled(client);
    expect(asked).toHaveLength(2);
  });

  it('never loads for an admin without read on skills', () => {
    const asked = stubApi();
    expect(pollSkills(newQueryClient(), { users: 'all', shifts: 'all' })).toBe(false);
    expect(asked).toEqual([]);
  });
});
