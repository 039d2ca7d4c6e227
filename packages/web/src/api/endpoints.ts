// Endpoints needed before any zod schema has loaded: the session check at start, login and the
// organisation's public name on the login page. Importing the contracts themselves would pull
// every schema of the module (and zod) into the first download; these are typed by them instead.
import type { authContracts } from '@tuura/domain/api/auth';
import type { organizationContracts } from '@tuura/domain/api/organization';
import { endpoint } from './client.ts';

type Auth = typeof authContracts;

export const endpoints = {
  /** Asked at start: answers nobody with 200, so a signed-out page logs no failed request. */
  session: endpoint<Auth['session']>('GET', '/api/auth/session'),
  login: endpoint<Auth['login']>('POST', '/api/auth/login'),
  guestLogin: endpoint<Auth['guestLogin']>('POST', '/api/auth/guest-user/login'),
  /** In the header of every page: importing authContracts there put zod in the worker shell. */
  logout: endpoint<Auth['logout']>('POST', '/api/auth/logout'),
  organization: endpoint<(typeof organizationContracts)['getPublic']>('GET', '/api/organization'),
};
