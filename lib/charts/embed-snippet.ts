// "Embed" on a chart: the <iframe> another site pastes to show our embed of it. Browser-safe.

/** The embed's frame size: wide enough for a ladder's key columns, tall enough for a chart and credit. */
export const EMBED_SIZE = { width: 640, height: 480 };

const attribute = (v: string) =>
  v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The HTML to paste: the embed at `src` (absolute), framed at `width` × `height`, with `title` for
 * screen readers (a frame without one is an accessibility fault), lazily loaded. Attribute values are
 * escaped: a title is a player's or a season's name.
 */
export function iframeSnippet(opts: { src: string; title: string; width?: number; height?: number }): string {
  const { width, height } = { ...EMBED_SIZE, ...opts };
  return (
    `<iframe src="${attribute(opts.src)}" width="${width}" height="${height}" ` +
    `title="${attribute(opts.title)}" loading="lazy" style="border:0;max-width:100%"></iframe>`
  );
}
