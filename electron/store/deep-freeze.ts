// runtime: pure. Values handed to more than one reader (kept answers, parsed results): frozen all
// the way down, so no reader can change what the next one gets.
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
