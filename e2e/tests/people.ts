// People of a journey's own (journeys never share mutable state): made by an admin through the
// API, with a password set through the emailed link, as a new colleague would.
import { expect, type Page } from '@playwright/test';
import { resetPathIn, waitForMail } from './mailbox.ts';

type Person = { firstName: string; lastName: string; permissions?: Record<string, string> };

/** A new person with `permissions`, made by the admin signed in on `admin`; signs nobody in. */
export async function makePerson(admin: Page, { firstName, lastName, permissions = {} }: Person) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await admin.request.post('/api/users/admin', {
    data: { user: { email, personal: { firstName, lastName } }, permissions },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { _id: string } };
  const token = resetPathIn(await waitForMail(email))
    .split('/')
    .at(-1);
  const password = `${firstName.toLowerCase()}-salasana-1`;
  const set = await admin.request.post('/api/auth/reset-password', { data: { token, password } });
  expect(set.ok(), await set.text()).toBe(true);
  return { id: user._id, email, password, firstName, lastName };
}
