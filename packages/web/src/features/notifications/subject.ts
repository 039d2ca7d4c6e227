// Where a notification's subject opens (decision 139), for the person it was sent to: a shift in
// their shifts' drawer, the marketplace, their shift requests, the polls, the alerts page.
import type { NotificationSubject } from '@tuura/domain/schemas/notification';
import { paths } from '../../app/paths.ts';

export function subjectPath(subject: NotificationSubject | null): string | null {
  if (!subject) return null;
  switch (subject.type) {
    case 'shift':
      return subject.id ? `${paths.shifts}?shift=${encodeURIComponent(subject.id)}` : paths.shifts;
    case 'marketplace':
      return paths.marketplace;
    case 'suggestion':
      return paths.addShifts;
    // An accepted cancellation's shift is no longer theirs: their shifts, where it was.
    case 'cancellation':
      return paths.shifts;
    case 'poll':
      return paths.polls;
    case 'alert':
      return '/admin/alerts';
  }
}
