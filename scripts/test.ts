// npm test: find a Chromium first (stop with one line if there is none), then typecheck, lint,
// unit tests, build, and the browser tests.
import { spawnSync } from 'node:child_process';
import { findTestChromium } from './find-chromium';

const run = (cmd: string, args: string[], opts: Parameters<typeof spawnSync>[2] = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts }).status === 0;

let chromium = await findTestChromium();
if (!chromium) {
  // Playwright's own browser, where the network allows its download.
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'ignore', timeout: 300_000 });
  chromium = await findTestChromium();
}
if (!chromium) {
  console.error('No Chromium found for the browser tests: install Debian\'s (apt-get install chromium) or Playwright\'s (npx playwright install chromium), or set CHROMIUM_PATH.');
  process.exit(1);
}

const steps: [string, string[]][] = [
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'lint']],
  ['npx', ['vitest', 'run']],
  ['node', ['scripts/build.mjs', '--quiet']],
  ['npx', ['playwright', 'test']],
];
for (const [cmd, args] of steps) {
  if (!run(cmd, args, { env: { ...process.env, CHROMIUM_PATH: chromium } })) process.exit(1);
}
