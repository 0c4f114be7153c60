// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Where to send someone after sign-in: a path on our own origin, else "/". Browsers read `\` as `/`,
 * drop tabs and newlines, and some servers decode `%2F` before routing, so each of those could turn a
 * path into another host (`/\evil.example`, `/%2F%2Fevil`); such paths are refused rather than
 * repaired. Absolute URLs are accepted only on `origin` (next-auth hands its callback absolute URLs).
 */
export function safeRedirectPath(raw: unknown, origin: string): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return "/";
  if (CONTROL.test(raw) || raw.includes("\\")) return "/";
  let url: URL;
  try {
    const base = new URL(origin);
    if (raw.startsWith("/")) {
      if (raw.startsWith("//")) return "/";
      url = new URL(raw, base);
    } else {
      url = new URL(raw);
      if (url.protocol !== "http:" && url.protocol !== "https:") return "/";
    }
    if (url.origin !== base.origin || url.username || url.password) return "/";
  } catch {
    return "/";
  }
  const path = url.pathname;
  if (/%(2f|5c)/i.test(path)) return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "/";
  }
  if (decoded.startsWith("//") || decoded.includes("\\") || CONTROL.test(decoded)) return "/";
  return path + url.search + url.hash;
}

/** The origin a request reached us on, from its headers (the front server sets x-forwarded-proto). */
export function requestOrigin(h: Headers): string {
  const proto = h.get("x-forwarded-proto")?.split(",")[0] === "https" ? "https" : "http";
  return `${proto}://${h.get("host") ?? "localhost"}`;
}
