// The first script of a cold start, a few KB beside the app's entry: it sends the session check
// and warms up the page (its first queries and chunks), so all of them travel while the app's
// entry downloads (they used to wait for it to run). The app's calls take the answers
// (api/early.ts).
import { buildUrl } from '../api/client.ts';
import { startEarly } from '../api/early.ts';
import { endpoints } from '../api/endpoints.ts';
import { warmUpRoute } from './warmUp.ts';

startEarly(buildUrl(endpoints.session));
warmUpRoute(window.location);
