// `npm start`: builds the web app when needed, then runs the server as this process's child and
// passes SIGTERM/SIGINT on to it. A shell and a nested `npm run -w` in between used to die on
// SIGTERM and leave the server running; here the server shuts down gracefully (requests in flight
// finish, the database closes) and this process exits with its code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

// WEB_DIST names a build made elsewhere: the one in packages/web/dist is not served then.
if (!process.env.WEB_DIST) await import('./ensure-web-build.mjs');

const serverDir = fileURLToPath(new URL('../packages/server/', import.meta.url));
// process.execPath: the Node 24 that npm found for this script runs the server too.
const server = spawn(process.execPath, ['src/main.ts'], { cwd: serverDir, stdio: 'inherit' });

// The server ignores a repeated signal (a terminal's Ctrl-C reaches it and this process both). A
// closed terminal (SIGHUP) stops it the same way.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null)
      server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
// A server ended by a signal exits as a shell reports it: 128 + the signal's number.
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));
server.on('error', (error) => {
  console.error(`could not start the server: ${error.message}`);
  process.exit(1);
});
