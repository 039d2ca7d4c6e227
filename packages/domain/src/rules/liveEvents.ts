// What the notification stream tells (decision 114): a new notification, or that a menu badge's
// count changed. A badge event names only its kind: the tab asks that count again itself.
import { canPollUnhandledCounts, type Permissions } from '../permissions.ts';

/** The badge counts a stream announces: the admin's waiting work, and open polls. */
export const BADGE_KINDS = ['stamps', 'suggestions', 'cancellations', 'polls'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** The stream's event names (`event:` lines). */
/**
 * The events of the stream. `ended`: the session the stream was opened with is no longer in
 * force (ended from a list, by an admin, by a removal or a password change): the tab asks who is
 * signed in, and lands on the login page (decision 133).
 */
export const LIVE_EVENT = { notification: 'notification', badges: 'badges', ended: 'ended' } as const;

/**
 * Whether a user with `permissions` sees the badge of `kind`: the admin's counts only with the
 * permission that polls them (spec §4, §6); the polls badge is every user's.
 */
export function seesBadge(kind: BadgeKind, permissions: Permissions | undefined): boolean {
  return kind === 'polls' || canPollUnhandledCounts(permissions);
}

/**
 * Whether an organisation-wide change of this badge reaches every user (the polls badge): each tab
 * then waits a random moment up to LIVE_EVENTS.spreadMs before asking, so thousands of open tabs
 * do not ask in the same millisecond. The admins' counts reach few tabs and go at once.
 */
export const spreadsOut = (kind: BadgeKind) => kind === 'polls';
