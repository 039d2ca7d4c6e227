// Builds the web app before `npm start` when its build is missing or older than its sources,
// so a fresh clone serves the whole app and a restart without changes costs nothing.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'packages/web/dist/index.html');
const sources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/public',
  'packages/domain/src',
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const sourceTime = Math.max(
  ...sources
    .map((s) => join(root, s))
    .filter(existsSync)
    .map(newest),
);
if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) {
  console.log('web build is up to date');
} else {
  console.log('building the web app…');
  execSync('npm run build -w @tuura/web', { cwd: root, stdio: 'inherit', env: { ...process.env } });
}
