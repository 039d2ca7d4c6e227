// Notification short text (spec §2, §9): the start of the text as the menu shows it.
import { NOTIFICATION } from '../limits.ts';

/** First characters of `text` counted in code points, so an emoji is never cut in half. */
export function shortText(text: string | null | undefined): string {
  if (!text) return '';
  return Array.from(text).slice(0, NOTIFICATION.shortTextLength).join('').trimEnd();
}
