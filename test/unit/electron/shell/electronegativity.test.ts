// Electronegativity (Doyensec's scanner of Electron misconfigurations) over the main process's
// source: no finding of HIGH severity or above. Its check of available Electron security fixes is
// left out: it downloads Electron's release list, which this machine cannot reach. A window made
// the unsafe way, scanned the same way, is caught, so the scan is known to see what it should.
import run from '@doyensec/electronegativity';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../../../../package.json';

interface Finding {
  id: string;
  file: string;
  location: { line: number };
  severity: { value: number; name: string };
}

async function scan(input: string): Promise<{ issues: Finding[]; errors: unknown[] }> {
  return (await run({
    input,
    excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
    severitySet: 'informational',
    confidenceSet: 'tentative',
    electronVersionOverride: packageJson.devDependencies.electron,
    isRelative: true,
    parserPlugins: [],
  })) as { issues: Finding[]; errors: unknown[] };
}

const high = (issues: Finding[]) => issues.filter((i) => i.severity.name === 'HIGH' || i.severity.name === 'CRITICAL').map((i) => `${i.id} ${i.file}:${i.location.line}`);

describe('Electronegativity', () => {
  it('finds nothing of HIGH severity in the main process, and reads every file', { timeout: 120_000 }, async () => {
    const { issues, errors } = await scan(resolve('electron'));
    expect(errors).toEqual([]);
    expect(high(issues)).toEqual([]);
  });

  it('finds a window made without context isolation', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-eng-'));
    writeFileSync(join(dir, 'unsafe.js'), "const { BrowserWindow } = require('electron');\nnew BrowserWindow({ webPreferences: { contextIsolation: false, nodeIntegration: true } });\n");
    expect(high((await scan(dir)).issues)).toEqual(expect.arrayContaining([expect.stringMatching(/^CONTEXT_ISOLATION_JS_CHECK unsafe\.js:2$/)]));
  });
});
