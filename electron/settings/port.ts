// runtime: node. The settings port: the core reads and writes settings through this, whatever
// keeps them (electron-store in the shell, a JSON file in served mode and tests).
import type { Settings } from '../../shared/model/settings';

export interface SettingsPort {
  get(): Settings;
  set(patch: Partial<Settings>): Settings;
}
