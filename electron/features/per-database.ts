// runtime: node. A feature's own repository (the SQL of the tables it keeps), made once per open
// database and kept with it, so the store needs no field for it.
import type { Store } from '../store/store';

export function perDatabase<T>(make: (db: Store['db']) => T): (store: Store) => T {
  const made = new WeakMap<Store['db'], T>();
  return (store) => {
    let repository = made.get(store.db);
    if (repository === undefined) made.set(store.db, (repository = make(store.db)));
    return repository;
  };
}
