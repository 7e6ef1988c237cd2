// runtime: electron-main. The settings port on electron-store, with the same schema as the
// file adapter (an invalid stored value falls back to the defaults).
import Store from 'electron-store';
import { settingsSchema, type Settings } from '../../shared/model/settings';
import type { SettingsPort } from '../settings/port';

export function electronSettings(): SettingsPort {
  const store = new Store<{ settings: unknown }>({ name: 'settings' });
  let current: Settings;
  const parsed = settingsSchema.safeParse(store.get('settings') ?? {});
  current = parsed.success ? parsed.data : settingsSchema.parse({});
  return {
    get: () => current,
    set(patch) {
      current = settingsSchema.parse({ ...current, ...patch });
      store.set('settings', current);
      return current;
    },
  };
}
