// Opens the real desktop app where Electron's binary exists. Where it does not (machines that
// cannot download it), the test is skipped and says why.
import { _electron as electron, expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronBinary } from '../../scripts/electron-binary.mjs';

const binary = electronBinary();
const reason = 'Electron binary not installed (node_modules/electron/path.txt or dist/ missing: its download is not possible on this machine)';
if (!binary) console.log(`e2e-electron skipped: ${reason}`);

test('the desktop app opens the desk with the bridge and a sandboxed renderer', async () => {
  test.skip(!binary, reason);
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-electron-'));
  const app = await electron.launch({
    executablePath: binary!,
    args: ['dist/electron/main.cjs', '--db', join(dir, 'smoke.sqlite')],
    env: { ...process.env, ARBITER_DATA_DIR: dir },
  });
  const desk = await app.firstWindow();
  await expect(desk.getByText('No event yet: create the first one.')).toBeVisible();
  expect(await desk.evaluate(() => typeof (window as { arbiter?: unknown }).arbiter)).toBe('object');
  expect(await desk.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
  await app.close();
});
