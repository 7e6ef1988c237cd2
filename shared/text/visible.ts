// runtime: pure. What makes a one-line text (a name, a club, a reason) unfit to store: a control
// character prints and exports broken (a CSV row split in two, a name cut at NUL), and a text made
// only of characters that draw nothing looks empty on every list, sheet and screen.

/** C0 and C1 controls (Unicode's Cc): NUL, tab, line breaks, DEL and the rest. */
const controlCharacter = /\p{Cc}/u;

/** Spaces, format characters (zero-width space, joiners, the byte order mark, direction marks)
 * and the other characters a font draws as nothing (Hangul fillers, variation selectors). */
const onlyInvisible = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;

export type LineProblem = 'control_character' | 'invisible_text';

/** Each problem in English, for logs and API users (windows say it from the code). */
export const lineProblemMessages: Record<LineProblem, string> = {
  control_character: 'Contains a control character (a line break, tab or NUL)',
  invisible_text: 'Holds only invisible characters',
};

/** Why the text cannot be stored as one line a person reads, or null when it can. Empty text is
 * fine here: whether a field is required is its own check. */
export function lineProblem(text: string): LineProblem | null {
  if (controlCharacter.test(text)) return 'control_character';
  return onlyInvisible.test(text) && text.trim() !== '' ? 'invisible_text' : null;
}
