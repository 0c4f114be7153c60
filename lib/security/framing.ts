// The front door (both programs pass through it) decides framing, so the embeds' root is named here
// rather than in the app's addresses (lib/links.ts builds its embed addresses on this constant).
/** Where the frameable embeds live. */
export const EMBED_ROOT = "/embed";

/**
 * Whether the answer at `url` (a path, with or without its query) may be framed by any site: the
 * embeds under EMBED_ROOT, and nothing else (every other page keeps frame-ancestors 'none' and
 * X-Frame-Options DENY against clickjacking). An address with a dot segment, an encoded dot or slash or
 * a backslash is refused: it could name an embed here and resolve to another page after normalising.
 */
export function isEmbedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  if (path !== EMBED_ROOT && !path.startsWith(`${EMBED_ROOT}/`)) return false;
  return !/\/\.|%2e|%2f|%5c|\\/i.test(path);
}
