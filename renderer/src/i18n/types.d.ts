// Types every t() call against the English catalog: a key that is not in it fails the type
// check. A key built from data (a ruleset's column, an option's path) carries a defaultValue, so
// what has no entry yet still reads as its id instead of a raw key.
import type { english } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof english };
  }
}
