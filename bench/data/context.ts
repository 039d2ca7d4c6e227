// What every table writer of one organisation needs: its ids, its shape and the run's clock.
import { createHash } from 'node:crypto';
import type { Db } from '../../packages/server/src/db/client.ts';
import type { OrgShape, Scale, ShiftPlan } from './scales.ts';

export type OrgContext = {
  db: Db;
  index: 1 | 2;
  /** The organisation's id (also the md5 of its key, like every generated id). */
  id: string;
  /** Prefix of every id key of this organisation: `<seed>:<org>:`. */
  prefix: string;
  shape: OrgShape;
  plan: ShiftPlan;
  scale: Scale;
  /** The instant the data surrounds (shifts before are past, after are planned). */
  now: Date;
  /** The anchor day: `now`'s calendar date in Helsinki; shift days count from it. */
  anchorDate: string;
  passwordHash: string;
};

/** The uuid `uuidOf` (sql.ts) makes in SQL, so JS-made and SQL-made ids agree. */
export function uuidFrom(key: string): string {
  const m = createHash('md5').update(key).digest('hex');
  const h = `${m.slice(0, 12)}4${m.slice(13, 16)}8${m.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
