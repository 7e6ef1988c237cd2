// runtime: pure. Folds names for search so that "jose" finds "José", "lodz" finds "Łódź" and
// "семен" finds "Семён": lower case, accents stripped, letters NFD cannot split mapped by hand.
const extra: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

// Plain ASCII (a player ID, most clubs) has no accents to strip: lower case is all.
const ascii = /^[\x20-\x7e]*$/;

export function foldForSearch(text: string): string {
  if (ascii.test(text)) return text.toLowerCase().replace(/[`]/g, "'").replace(/\s+/g, ' ').trim();
  const lower = text.toLocaleLowerCase('und').normalize('NFD').replace(/\p{M}+/gu, '');
  let out = '';
  for (const ch of lower) out += extra[ch] ?? ch;
  return out.replace(/[’'`]/g, "'").replace(/\s+/g, ' ').trim();
}
