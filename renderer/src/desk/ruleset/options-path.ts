// runtime: dom. Reads and writes one option inside the nested options object by its dotted
// path, the same path a validation error names (e.g. "options.matchPoints.win").
export type Options = Record<string, unknown>;

export function getOption(options: Options, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Options)[k] : undefined), options);
}

export function setOption(options: Options, path: string, value: unknown): Options {
  const [head, ...rest] = path.split('.');
  if (!head) return options;
  const inner = (options[head] ?? {}) as Options;
  return { ...options, [head]: rest.length === 0 ? value : setOption(inner, rest.join('.'), value) };
}

/** A number field's value: a number when it reads as one, else the text, so the core can say
 * which field is wrong rather than the form guessing. */
export const numberOrText = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The stored options over the preset's defaults, nested groups merged, so every field shows a
 * value (stored options may leave out whatever keeps its default). */
export function withDefaults(defaults: Options, stored: Options): Options {
  const isGroup = (v: unknown): v is Options => typeof v === 'object' && v !== null && !Array.isArray(v);
  const merged: Options = structuredClone(defaults);
  for (const [k, v] of Object.entries(stored)) merged[k] = isGroup(v) && isGroup(merged[k]) ? withDefaults(merged[k], v) : structuredClone(v);
  return merged;
}
