// runtime: pure. What event files of version 2 and 3 said of the shared map
// (shared/features/old-file-fields.ts): the map, null when none was saved; files before version 2
// have none. From version 4 it is the feature's part under `features`.
import { mapFileSchema } from './model';

export const sharedMapFileFields = {
  map: mapFileSchema.nullable().optional(),
};
