// A candidate's fit by what planning's window holds (decision 138): their hours in view, and how
// many of the shifts being filled overlap one of theirs. The server's fit (education, free) comes
// with the picker's own list (fitFor); this line follows it.
import { educationRank } from '@tuura/domain/rules/education';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { fitOf } from './selection.ts';

export function useDescribeFit(shifts: readonly AdminShift[], filling: readonly AdminShift[]) {
  const { t, i18n } = useTranslation();
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (id: string) => {
    const fit = fitOf(id, shifts, filling);
    const inWindow = t('planning.bulk.hours', { hours: hours.format(fit.hours) });
    return fit.overlaps > 0
      ? `${inWindow} · ${t('planning.bulk.overlaps', { count: fit.overlaps })}`
      : inWindow;
  };
}

/** The shift asking the most education: whom the server's fit is asked about for several. */
export function strictestOf(filling: readonly AdminShift[]): AdminShift | undefined {
  const rank = (s: AdminShift) => (s.education ? educationRank(s.education) : -1);
  return [...filling].sort((a, b) => rank(b) - rank(a))[0];
}
