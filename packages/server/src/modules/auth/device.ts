// The device of a session, read from its User-Agent with bowser (decision 133): browser and major
// version, operating system and version, and the kind of device. Read when listed, not stored:
// a newer parser then names old sessions better too.
import type { Session } from '@tuura/domain/schemas/session';
import Bowser from 'bowser';

type Device = Session['device'];

const KINDS: Record<string, Device['type']> = { desktop: 'desktop', mobile: 'mobile', tablet: 'tablet' };

const named = (name: string | undefined, version: string | undefined) =>
  [name, version].filter(Boolean).join(' ');

export function deviceOf(userAgent: string): Device {
  // Bowser refuses an empty string; a client that sends none is simply unknown.
  if (!userAgent.trim()) return { browser: '', os: '', type: 'other' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: named(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    // Windows names its versions ("10") apart from the kernel's ("NT 10.0"); macOS's names read well too.
    os: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    type: KINDS[parsed.platform.type ?? ''] ?? 'other',
  };
}
