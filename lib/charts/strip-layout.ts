// Text and legend items laid out in rows of a strip (above or below a chart), in CSS px, by an
// estimate of a system sans-serif's glyph width (the server draws these too, where nothing measures).

export const FONT_PX = 12;
export const CHAR = FONT_PX * 0.56; // average glyph width, for layout

/** Places items of the given widths left to right in rows no wider than `width` (a wide one alone). */
export function packRows(widths: readonly number[], width: number): { x: number; row: number }[] {
  let x = 0;
  let row = 0;
  return widths.map((w) => {
    if (x > 0 && x + w > width) {
      row += 1;
      x = 0;
    }
    const at = { x, row };
    x += w;
    return at;
  });
}

/** Words in lines of at most `width` px of text at FONT_PX (a word longer than that has a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const rows = packRows(
    words.map((w) => (w.length + 1) * CHAR),
    width + CHAR,
  );
  const lines: string[] = [];
  rows.forEach(({ row }, i) => (lines[row] = lines[row] ? `${lines[row]} ${words[i]}` : words[i]));
  return lines;
}
