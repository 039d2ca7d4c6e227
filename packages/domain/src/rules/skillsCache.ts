// The web's skills cache (spec §4, §6, §9): admins with read-or-above on skills keep the skills and
// skill groups loaded. A poll comes first SKILLS_POLL.firstMs after start, then every
// SKILLS_POLL.everyMs; it loads only when the last load is older than POLLING.skillsCacheMs or
// ended in an error, and never while a load is already running.
import { POLLING } from '../limits.ts';
import { canLoadSkills, type Permissions } from '../permissions.ts';

export const SKILLS_POLL = {
  firstMs: POLLING.skillsFirstMs,
  everyMs: POLLING.intervalMs,
  outdatedAfterMs: POLLING.skillsCacheMs,
} as const;

export type SkillsCacheState = {
  /** When the last successful load finished (epoch ms), or null when none has. */
  loadedAt: number | null;
  /** Whether the last load failed (its error is kept until a load succeeds). */
  failed: boolean;
  /** Whether a load is running now. */
  loading: boolean;
};

/** Whether the skills should be loaded now, for someone holding `permissions`. */
export function shouldLoadSkills(
  permissions: Permissions | undefined,
  state: SkillsCacheState,
  nowMs: number,
): boolean {
  if (!canLoadSkills(permissions) || state.loading) return false;
  if (state.failed || state.loadedAt === null) return true;
  return nowMs - state.loadedAt > SKILLS_POLL.outdatedAfterMs;
}
