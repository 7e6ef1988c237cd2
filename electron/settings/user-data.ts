// runtime: node. The user data folder, the same one Electron's app.getPath('userData') gives for
// an app named Arbiter, so served mode and the desktop app share the database and settings.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function userDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.ARBITER_DATA_DIR) return env.ARBITER_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Arbiter');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Arbiter');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Arbiter');
}

export const defaultDatabaseFile = 'arbiter.sqlite';
