// An alert's rule read as a sentence in Finnish and English (features/alerts/sentence.ts).
import { DEFAULT_ALERT_RULE } from '@tuura/domain/schemas/alert';
import { describe, expect, it } from 'vitest';
import { placeNameOf, ruleSentence } from '../src/features/alerts/sentence.ts';
import '../src/features/alerts/texts.ts';
import { enTexts } from '../src/i18n/en.ts';
import { i18n } from '../src/i18n/index.ts';

for (const texts of enTexts) i18n.addResourceBundle('en', 'translation', texts, true, true);
const tIn = (lng: 'fi' | 'en') => i18n.getFixedT(lng);
const customers = [{ _id: 'c1', name: 'HUS', departments: [{ _id: 'd1', name: 'Meilahden päivystys' }] }];

describe('ruleSentence', () => {
  it('reads open shifts within hours of a department', () => {
    const rule = { ...DEFAULT_ALERT_RULE, departmentId: 'd1' };
    const place = placeNameOf(rule, customers);
    expect(ruleSentence(tIn('fi'), rule, place, 'fi')).toBe(
      'Ilmoita, kun osastolla Meilahden päivystys (HUS) täyttämättömiä vuoroja alkaa enintään 48 tunnin kuluttua',
    );
    expect(ruleSentence(tIn('en'), rule, place, 'en')).toBe(
      'Notify when in department Meilahden päivystys (HUS) unfilled shifts start at most 48 hours from now',
    );
  });

  it('reads stamps waiting more than a day, and a date comparison', () => {
    const stamps = {
      ...DEFAULT_ALERT_RULE,
      check: 'unhandledStamps' as const,
      operator: 'gt' as const,
      value: { type: 'relative' as const, amount: 1, unit: 'days' as const },
    };
    expect(ruleSentence(tIn('fi'), stamps, null, 'fi')).toBe(
      'Ilmoita, kun käsittelemättömiä leimauksia on odottanut yli 1 päivä',
    );
    const onDate = {
      ...DEFAULT_ALERT_RULE,
      customerId: 'c1',
      type: 'dateAbsolute' as const,
      operator: 'eq' as const,
      value: { type: 'absolute' as const, at: '2026-12-24' },
    };
    expect(ruleSentence(tIn('en'), onDate, placeNameOf(onDate, customers), 'en')).toBe(
      'Notify when at customer HUS unfilled shifts start on 24/12/2026',
    );
  });
});
