import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileSettings } from '../../../../electron/settings/file-settings';
import { userDataDir } from '../../../../electron/settings/user-data';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('file-backed settings', () => {
  it('starts from defaults, saves changes and reads them back', () => {
    const path = join(dir, 'settings.json');
    const s = fileSettings(path);
    expect(s.get()).toEqual({ language: 'en', lastDatabase: null, deskBounds: null, projectorDisplayId: null });
    s.set({ lastDatabase: '/x.sqlite', projectorDisplayId: 2 });
    expect(fileSettings(path).get()).toMatchObject({ lastDatabase: '/x.sqlite', projectorDisplayId: 2 });
    expect(JSON.parse(readFileSync(path, 'utf8')).projectorDisplayId).toBe(2);
  });

  it('falls back to defaults when the file is damaged or invalid', () => {
    const path = join(dir, 'settings.json');
    writeFileSync(path, '{ not json');
    expect(fileSettings(path).get().projectorDisplayId).toBe(null);
    writeFileSync(path, JSON.stringify({ projectorDisplayId: 'the left one' }));
    expect(fileSettings(path).get().projectorDisplayId).toBe(null);
  });

  it('keeps no venue access from an older file: it is turned on per launch, never stored', () => {
    const path = join(dir, 'settings.json');
    writeFileSync(path, JSON.stringify({ venueAccess: true, projectorDisplayId: 3 }));
    expect(fileSettings(path).get()).toEqual({ language: 'en', lastDatabase: null, deskBounds: null, projectorDisplayId: 3 });
  });

  it('refuses to save an invalid value', () => {
    const s = fileSettings(join(dir, 'settings.json'));
    expect(() => s.set({ language: 'xx' as 'en' })).toThrow();
    expect(s.get().language).toBe('en');
  });
});

describe('user data folder', () => {
  it('follows each platform like Electron does, and honours ARBITER_DATA_DIR', () => {
    expect(userDataDir({ ARBITER_DATA_DIR: '/data/x' }, 'linux')).toBe('/data/x');
    expect(userDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux')).toBe('/cfg/Arbiter');
    expect(userDataDir({ APPDATA: 'C:/Users/a/AppData/Roaming' }, 'win32')).toMatch(/Roaming[\\/]Arbiter$/);
    expect(userDataDir({}, 'darwin')).toMatch(/Library[\\/]Application Support[\\/]Arbiter$/);
  });
});
