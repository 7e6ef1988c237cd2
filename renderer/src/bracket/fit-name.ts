// runtime: pure. A name in a bracket's box of fixed width: SVG text does not wrap or clip, so a
// long name is squeezed a little (its glyphs narrowed), and past that cut short with an ellipsis.

/** The average width of a character of a bold sans serif, in ems. */
const charEm = 0.56;
/** The most a name is squeezed before it is cut: narrower reads badly from afar. */
const maxSqueeze = 0.78;

export function fitName(name: string, fontSize: number, width: number): { text: string; squeeze: boolean } {
  const natural = name.length * charEm * fontSize;
  if (natural <= width) return { text: name, squeeze: false };
  if (natural * maxSqueeze <= width) return { text: name, squeeze: true };
  const keep = Math.max(1, Math.floor(width / (charEm * fontSize * maxSqueeze)) - 1);
  return { text: `${name.slice(0, keep).trimEnd()}…`, squeeze: true };
}
