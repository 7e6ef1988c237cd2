// The packaged app's Electron fuses (electron-builder.yml), flipped in the binary at build time:
// a change that loosens one fails here, whatever else the build does.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/** The `key: value` lines of one top-level block of the YAML file (values as written). */
function block(yaml: string, name: string): Record<string, string> {
  const lines = yaml.split('\n');
  const start = lines.findIndex((l) => l === `${name}:`);
  const out: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}([A-Za-z]+):\s*(\S+)\s*$/.exec(line);
    if (!m) break;
    out[m[1]!] = m[2]!;
  }
  return out;
}

it('ships with the fuses that close Node-level doors: no RunAsNode, NODE_OPTIONS or --inspect; cookies encrypted; only the checked asar', () => {
  const fuses = block(readFileSync('electron-builder.yml', 'utf8'), 'electronFuses');
  expect(fuses).toEqual({
    runAsNode: 'false',
    enableCookieEncryption: 'true',
    enableNodeOptionsEnvironmentVariable: 'false',
    enableNodeCliInspectArguments: 'false',
    enableEmbeddedAsarIntegrityValidation: 'true',
    onlyLoadAppFromAsar: 'true',
    grantFileProtocolExtraPrivileges: 'false',
  });
});
