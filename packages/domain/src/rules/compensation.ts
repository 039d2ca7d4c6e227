// Compensation schemes (spec §9 names them without their lists; docs/decisions/117): a worker's
// pay line is the base rate times the scheme's multiplier, in basis points (10,000 = ×1). The
// table is the organisation's configuration written once here; a scheme is chosen per worker as
// part of their time-effective salary value, so a change of scheme has its own start date.
import { BASIS_POINTS } from './money.ts';

export const COMPENSATION_SCHEMES = [
  'regular',
  'lapland',
  'eastFinland',
  'archipelago',
  'el15',
  'el20',
] as const;
export type CompensationScheme = (typeof COMPENSATION_SCHEMES)[number];

/** Each scheme's multiplier on the worker's pay, in basis points. */
export const COMPENSATION_MULTIPLIERS: Record<CompensationScheme, number> = {
  regular: BASIS_POINTS,
  // Regional multipliers for hard-to-staff areas (the municipalities' list is the organisation's).
  lapland: 11_000,
  eastFinland: 10_700,
  archipelago: 10_500,
  // The EL variants: the base rate plus 15 % or 20 %.
  el15: 11_500,
  el20: 12_000,
};

export const DEFAULT_COMPENSATION_SCHEME: CompensationScheme = 'regular';
