// runtime: node. Settings in a JSON file, for served mode and tests (electron-store imports
// electron at load, which fails outside Electron). A damaged file falls back to defaults.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { settingsSchema, type Settings } from '../../shared/model/settings';
import type { SettingsPort } from './port';

export function fileSettings(path: string): SettingsPort {
  let current = load(path);
  return {
    get: () => current,
    set(patch) {
      current = settingsSchema.parse({ ...current, ...patch });
      mkdirSync(dirname(path), { recursive: true });
      // Write then rename, so a crash mid-write never leaves half a file.
      writeFileSync(`${path}.tmp`, JSON.stringify(current, null, 2));
      renameSync(`${path}.tmp`, path);
      return current;
    },
  };
}

function load(path: string): Settings {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Missing or unreadable: start from defaults.
  }
  return settingsSchema.parse({});
}
