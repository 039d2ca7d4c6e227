// The skills cache of spec §4/§6/§9: for an admin with read-or-above on skills, the skills and
// skill groups load as one (one load at a time: the query's own fetch is shared), are polled first
// SKILLS_POLL.firstMs after the shell opens and then every SKILLS_POLL.everyMs, and load again only
// when older than SKILLS_POLL.outdatedAfterMs or after an error (domain rule `shouldLoadSkills`).
// Typed by the contracts without importing them, so the user shell carries no zod for it.
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { skillContracts } from '@tuura/domain/api/skills';
import type { Permissions } from '@tuura/domain/permissions';
import { SKILLS_POLL, shouldLoadSkills } from '@tuura/domain/rules/skillsCache';
import { useEffect, useRef } from 'react';
import { call, endpoint } from './client.ts';
import { queryKeys } from './queryKeys.ts';

const listSkills = endpoint<(typeof skillContracts)['list']>('GET', '/api/skills/admin');
const listGroups = endpoint<(typeof skillContracts)['groups']>('GET', '/api/skills/groups/admin');

export const skillsDataQuery = queryOptions({
  queryKey: queryKeys.skillsData,
  queryFn: async () => {
    const [{ skills }, { groups }] = await Promise.all([call(listSkills), call(listGroups)]);
    return { skills, groups };
  },
  // Fresh for as long as the rule keeps it: a page that opens within it reads the cache.
  staleTime: SKILLS_POLL.outdatedAfterMs,
});

/** Loads the skills when the rule says so; never a second load while one runs. */
export function pollSkills(client: QueryClient, permissions: Permissions | undefined, nowMs = Date.now()) {
  const state = client.getQueryState(skillsDataQuery.queryKey);
  const due = shouldLoadSkills(
    permissions,
    {
      loadedAt: state?.dataUpdatedAt ? state.dataUpdatedAt : null,
      failed: state?.status === 'error',
      loading: state?.fetchStatus === 'fetching',
    },
    nowMs,
  );
  if (due) void client.prefetchQuery({ ...skillsDataQuery, staleTime: 0 });
  return due;
}

/** The shell's poll of the skills cache (nothing for those without read on skills). */
export function useSkillsCache(permissions: Permissions | undefined) {
  const client = useQueryClient();
  const allowed = shouldLoadSkills(permissions, { loadedAt: null, failed: false, loading: false }, 0);
  // The latest permissions at each tick; a refreshed session object does not restart the timers.
  const latest = useRef(permissions);
  latest.current = permissions;
  useEffect(() => {
    if (!allowed) return;
    let every: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      pollSkills(client, latest.current);
      every = setInterval(() => pollSkills(client, latest.current), SKILLS_POLL.everyMs);
    }, SKILLS_POLL.firstMs);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [allowed, client]);
}
