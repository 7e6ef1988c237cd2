// runtime: dom. A name in a bracket's box of fixed width: SVG text does not wrap or clip, so a
// long name is squeezed a little (its glyphs narrowed), and past that cut short with an ellipsis.
// Widths are measured in the bracket's own font on a canvas.

/** The most a name is squeezed before it is cut: narrower reads badly from afar. */
const maxSqueeze = 0.75;
const family = "'DejaVu Sans', system-ui, sans-serif";

let canvas: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string, fontSize: number, bold: boolean): number {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * 0.68 * fontSize;
  canvas.font = `${bold ? 800 : 400} ${fontSize}px ${family}`;
  return canvas.measureText(text).width;
}

export function fitName(name: string, fontSize: number, width: number, bold: boolean): { text: string; squeeze: boolean } {
  const natural = textWidth(name, fontSize, bold);
  if (natural <= width) return { text: name, squeeze: false };
  if (natural * maxSqueeze <= width) return { text: name, squeeze: true };
  let keep = name.length - 1;
  while (keep > 1 && textWidth(`${name.slice(0, keep).trimEnd()}…`, fontSize, bold) * maxSqueeze > width) keep--;
  return { text: `${name.slice(0, keep).trimEnd()}…`, squeeze: true };
}
