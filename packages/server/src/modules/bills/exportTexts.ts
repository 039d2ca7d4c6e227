// The bill file's words in the caller's language: column headers, the times' source,
// the billing status and why a line has no amount. Numbers and dates are the writer's (exports.ts).
import type { BillingStatus, Locale } from '@tuura/domain/enums';
import type { MoneyLine } from '@tuura/domain/schemas/money';

type Texts = {
  filename: string;
  sheet: string;
  headers: [string, string, string, string, string, string, string, string, string, string, string, string];
  times: Record<MoneyLine['times'], string>;
  status: Record<BillingStatus, string>;
  per: Record<'hour' | 'shift', string>;
  reason: Partial<Record<MoneyLine['billing']['reason'], string>>;
  noDepartment: string;
  subtotal: string;
  total: string;
  unpriced: (count: number) => string;
};

export const BILL_TEXTS: Record<Locale, Texts> = {
  fi: {
    filename: 'laskutus',
    sheet: 'Laskutus',
    headers: [
      'Päivä',
      'Asiakas',
      'Osasto',
      'Vuoro',
      'Työntekijä',
      'Alkaa',
      'Päättyy',
      'Tunnit',
      'Ajat',
      'Hinta',
      'Summa',
      'Laskutuksen tila',
    ],
    times: { planned: 'suunniteltu', stamped: 'leimattu', approved: 'hyväksytty', notCompleted: 'ei tehty' },
    status: { 0: 'Laskuttamatta', 1: 'Laskutettu', 2: 'Maksettu' },
    per: { hour: '€/h', shift: '€/vuoro' },
    reason: {
      typeNotBilled: 'ei laskuteta',
      unassigned: 'avoin vuoro',
      noRate: 'ei hintaa',
      unreadableRate: 'hinta ei luettavissa',
      outOfRange: 'summa liian suuri',
    },
    noDepartment: 'Ei osastoa',
    subtotal: 'Välisumma',
    total: 'Yhteensä',
    unpriced: (count) => `${count} ilman hintaa`,
  },
  en: {
    filename: 'billing',
    sheet: 'Billing',
    headers: [
      'Date',
      'Customer',
      'Department',
      'Shift',
      'Worker',
      'From',
      'To',
      'Hours',
      'Times',
      'Rate',
      'Amount',
      'Billing status',
    ],
    times: { planned: 'planned', stamped: 'stamped', approved: 'approved', notCompleted: 'not completed' },
    status: { 0: 'Not billed', 1: 'Billed', 2: 'Received' },
    per: { hour: '€/h', shift: '€/shift' },
    reason: {
      typeNotBilled: 'not billed',
      unassigned: 'open shift',
      noRate: 'no rate',
      unreadableRate: 'unreadable rate',
      outOfRange: 'amount too large',
    },
    noDepartment: 'No department',
    subtotal: 'Subtotal',
    total: 'Total',
    unpriced: (count) => `${count} without a rate`,
  },
};
