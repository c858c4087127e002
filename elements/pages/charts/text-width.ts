/** Width of a line of chart text in px, without a canvas: CJK characters are about twice as wide as Latin ones. */
export function textWidth(line: string, fontPx = 12): number {
  let width = 0;
  for (const ch of line) width += /[\u2E80-\uFFEF]/.test(ch) ? fontPx * 1.08 : fontPx * 0.6;
  return width;
}
