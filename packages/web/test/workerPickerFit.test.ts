// The worker picker's fit line for a shift, as a coordinator reads it before the pick: the
// candidate's education on the shift's day, then why they cannot take it, or that they fit.
import type { PossibleWorker } from '@tuura/domain/api/shiftMarket';
import { EducationInvalidReason } from '@tuura/domain/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitText } from '../src/components/WorkerPicker.tsx';
import { applyLocale, i18n } from '../src/i18n/index.ts';
import '../src/components/workerPickerTexts.ts';

const worker = (extra: Partial<PossibleWorker>): PossibleWorker => ({
  _id: 'w',
  name: 'Aino',
  education: null,
  qualifies: true,
  reason: null,
  overlap: false,
  ...extra,
});

describe('a candidate fit in words', () => {
  // English loads as it does in the app; Finnish is the default again afterwards.
  beforeAll(async () => {
    await applyLocale('en', { remember: false });
    await applyLocale('fi', { remember: false });
  });
  const fi = i18n.getFixedT('fi');
  const en = i18n.getFixedT('en');

  it('names the education and says they fit', () => {
    expect(fitText(fi, worker({ education: 'specialist' }))).toBe('erikoislääkäri · sopii vuoroon');
    expect(fitText(en, worker({ education: 'lk5' }))).toBe('LK 5 · fits the shift');
  });

  it('says why the education does not do, without naming an education they lack', () => {
    const none = worker({ qualifies: false, reason: EducationInvalidReason.noEducationOnDate });
    expect(fitText(fi, none)).toBe('ei koulutusta vuoron päivänä');
    const low = worker({
      education: 'intern',
      qualifies: false,
      reason: EducationInvalidReason.educationTooLow,
    });
    expect(fitText(fi, low)).toBe('harjoittelija · koulutus ei riitä');
  });

  it('an education that does but a shift at the same time: the overlap', () => {
    expect(fitText(en, worker({ education: 'licensed', qualifies: false, overlap: true }))).toBe(
      'licensed physician · overlapping shift',
    );
  });
});
