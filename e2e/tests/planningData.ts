// What the planning journeys make for themselves through the API: next week's Monday in Helsinki
// and a created record of their own (a customer, a department, a person).
import { expect, type Page } from '@playwright/test';
import { addDays } from '../../packages/domain/src/rules/zonedTime.ts';

/** Next week's Monday in Helsinki (summer time included: the offsets come from the zone). */
export function nextMonday(now = new Date()) {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 - weekday);
}

/** POSTs `data` to `url` and answers the created record under `key` (a 201 or the test fails). */
export async function created<T>(page: Page, url: string, data: object, key: string): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json())[key];
}
