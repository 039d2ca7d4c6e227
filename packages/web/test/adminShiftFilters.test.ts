// The admin shift table's filters: read from the URL (unknown values dropped, this week by
// default), written back minimally, turned into the list API's query, and moved by whole windows.
import { BillingStatus, ShiftType } from '@tuura/domain/enums';
import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  listQueryOf,
  searchFromFilters,
  shiftWindow,
} from '../src/features/shifts/admin/filters.ts';
import { changedFields, emptyShiftForm } from '../src/features/shifts/admin/shiftForm.ts';

const read = (query: string, today = '2026-11-25') => filtersFromSearch(new URLSearchParams(query), today);

describe('admin shift table filters', () => {
  it('defaults to the week of today, Monday to Sunday, with nothing else set', () => {
    const f = read('');
    expect(f).toMatchObject({
      first: '2026-11-23',
      last: '2026-11-29',
      customer: null,
      unfilled: false,
      q: '',
    });
    expect(searchFromFilters(f)).toEqual({ first: '2026-11-23', last: '2026-11-29' });
  });

  it('keeps known values and drops unknown ones', () => {
    const f = read(
      'first=2026-12-01&last=2026-12-31&type=1&billingStatus=9&stamp=waiting&unfilled=true&q=yö',
    );
    expect(f).toMatchObject({
      type: ShiftType.sick,
      billingStatus: null,
      stamp: 'waiting',
      unfilled: true,
      q: 'yö',
    });
    expect(read('stamp=<script>&type=x').stamp).toBeNull();
    // A window ending before it starts becomes a week from its start.
    expect(read('first=2026-12-10&last=2026-12-01')).toMatchObject({
      first: '2026-12-10',
      last: '2026-12-16',
    });
  });

  it('asks the API for Helsinki midnights across the clock change, and only the set filters', () => {
    const q = listQueryOf(
      { ...read('first=2026-10-19&last=2026-10-25'), billingStatus: BillingStatus.billed },
      100,
      50,
    );
    expect(q).toEqual({
      from: '2026-10-18T21:00:00.000Z',
      to: '2026-10-25T22:00:00.000Z',
      offset: 100,
      limit: 50,
      billingStatus: '1',
    });
  });

  it('moves a week by a week and a month-long window by its length', () => {
    expect(shiftWindow(read('first=2026-11-23&last=2026-11-29'), 1)).toMatchObject({
      first: '2026-11-30',
      last: '2026-12-06',
    });
    expect(shiftWindow(read('first=2026-03-01&last=2026-03-31'), -1)).toMatchObject({
      first: '2026-01-29',
      last: '2026-02-28',
    });
  });
});

describe('the side panel sends only what changed', () => {
  it('an untouched form sends nothing; a changed worker and stamp flag are sent alone', () => {
    const initial = { ...emptyShiftForm(), name: 'Aamu', from: '2026-11-23T06:00:00.000Z' };
    expect(changedFields(initial, { ...initial })).toEqual({});
    expect(changedFields(initial, { ...initial, worker: 'w1', stamp: { required: true } })).toEqual({
      worker: 'w1',
      stamp: { required: true },
    });
  });
});
