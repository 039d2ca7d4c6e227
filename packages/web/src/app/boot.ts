// The first script of a cold start, a few KB beside the app's entry: it sends the session check
// and, on my shifts, the page's first queries and asks for its chunks at once, so all of them
// travel while the app's entry downloads (issue 9: they used to wait for it to run). The app's
// calls take the answers (early.ts).

import { buildUrl } from '../api/client.ts';
import { startEarly } from '../api/early.ts';
import { endpoints } from '../api/endpoints.ts';
import { lastSessionKind } from '../api/sessionKind.ts';
import { myShiftsFirstUrls } from '../features/shifts/requests.ts';
import { paths } from './paths.ts';
import { warmUpRoute } from './warmUp.ts';

const kind = lastSessionKind();
startEarly(buildUrl(kind === 'guest' ? endpoints.guestRefresh : endpoints.refresh));
// A guest's browser would only collect 403s from a worker's page.
if (kind === 'user' && window.location.pathname === paths.shifts)
  for (const url of myShiftsFirstUrls(window.location.search)) startEarly(url);
warmUpRoute(window.location);
