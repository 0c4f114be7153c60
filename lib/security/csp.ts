/**
 * The one Content-Security-Policy of the web app's pages. Scripts run only with this request's nonce
 * (Next puts it on its own scripts when it finds it in the request's CSP header, proxy.ts) or with a
 * listed hash; 'strict-dynamic' lets those load the chunks they need. Styles allow 'unsafe-inline':
 * the charts position and colour marks with style attributes, which no nonce or hash can cover (a
 * nonce in style-src would also switch 'unsafe-inline' off), and an injected style cannot run code.
 */

/**
 * sha256 hashes ("sha256-…") of static inline scripts allowed on every page: the theme script
 * (lib/theme/theme-script.ts), which runs before paint and so before any nonce could be read in a page
 * served from cache. csp.test.ts checks the hash against the script.
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = [
  "sha256-rrep1LGlcQ3y8zdi+AMhbr+JzJ9hgJf/A8pjnQIffgI=",
];

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function pageCsp(opts: {
  nonce: string;
  scriptHashes?: readonly string[];
  dev?: boolean;
  https?: boolean;
  /** An embed (lib/security/framing.ts): any site may frame it. */
  frameable?: boolean;
}): string {
  const hashes = (opts.scriptHashes ?? INLINE_SCRIPT_HASHES).map((h) => `'${h}'`);
  const script = [`'self'`, `'nonce-${opts.nonce}'`, `'strict-dynamic'`, ...hashes];
  // React's development build evaluates code for its error overlays; production never does.
  if (opts.dev) script.push(`'unsafe-eval'`);
  return [
    `default-src 'self'`,
    `script-src ${script.join(" ")}`,
    `style-src 'self' 'unsafe-inline'`,
    // Exports draw the chart's SVG through a data: image onto a canvas.
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    // The service worker (/sw.js) and the manifest: named, since a worker would otherwise fall back to
    // script-src, where 'strict-dynamic' ignores 'self'.
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${opts.frameable ? "*" : "'none'"}`,
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** For answers that are not pages (JSON, problem documents): nothing may load, nothing may frame. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (lib/app-server/static/service-worker-script.ts): a worker is ruled by its
 * script's policy, and it fetches pages and the build's files from its own origin, nothing else.
 */
export const WORKER_CSP = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
