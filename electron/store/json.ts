// runtime: node. JSON columns: parsed on the way out, written compactly.
export const toJson = (value: unknown): string => JSON.stringify(value);
export const fromJson = <T>(text: string | null, fallback: T): T => (text === null ? fallback : (JSON.parse(text) as T));
