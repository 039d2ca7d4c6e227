// A TCP port free on 127.0.0.1 right now, for a real server started by a test
// (process/npmStart.test.ts) or by the browser journeys (e2e/playwright.config.ts).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
