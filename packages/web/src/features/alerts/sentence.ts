// An alert's rule read as a sentence in the page's language, built from the domain's parts:
// "Ilmoita, kun osastolla Päivystys täyttämättömiä vuoroja alkaa enintään 48 tunnin kuluttua".
import { ruleSentenceParts } from '@tuura/domain/rules/alert';
import type { AlertRule } from '@tuura/domain/schemas/alert';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/time.ts';

/** A date (YYYY-MM-DD) as the locale writes it. */
const formatDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'fi' ? 'fi-FI' : 'en-GB', { timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export function ruleSentence(
  t: TFunction,
  rule: AlertRule,
  placeName: string | null,
  locale: string,
): string {
  const p = ruleSentenceParts(rule);
  const kind = rule.type === 'relative' ? 'relative' : 'absolute';
  const scope = p.scope === 'all' ? '' : t(`alerts.s.scopeText.${p.scope}`, { name: placeName ?? '?' });
  const value =
    rule.type === 'relative'
      ? `${p.amount} ${t(`alerts.s.${p.check === 'unfilledShifts' ? 'unitGen' : 'unit'}.${p.unit}`, { count: p.amount })}`
      : rule.type === 'dateAbsolute'
        ? formatDay(p.at, locale)
        : formatDateTime(p.at, locale);
  return [
    t('alerts.s.notify'),
    scope,
    t(`alerts.s.check.${p.check}`),
    t(`alerts.s.verb.${p.check}.${kind}`),
    t(`alerts.s.op.${kind}.${rule.operator}`),
    value,
    // "kuluttua" / "from now": only the time until a start reads with it.
    kind === 'relative' && p.check === 'unfilledShifts' ? t('alerts.s.suffix.unfilledShifts') : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The name of the rule's department or customer among the loaded customers. */
export function placeNameOf(
  rule: AlertRule,
  customers: readonly { _id: string; name: string; departments: readonly { _id: string; name: string }[] }[],
): string | null {
  if (rule.departmentId)
    for (const c of customers) {
      const d = c.departments.find((x) => x._id === rule.departmentId);
      if (d) return `${d.name} (${c.name})`;
    }
  if (rule.customerId) return customers.find((c) => c._id === rule.customerId)?.name ?? null;
  return null;
}
