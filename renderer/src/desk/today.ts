// runtime: dom. Today's date on this machine's calendar, as a date field wants it (YYYY-MM-DD);
// not toISOString, which gives the UTC date and is yesterday or tomorrow near midnight.
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
