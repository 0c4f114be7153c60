// Which answers to a page the worker may keep (sw.ts): pure, so it is tested without a worker.

export interface ResponseLike {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

/** Cache-Control's directive names, lower case. */
function directives(header: string | null): Set<string> {
  return new Set(
    (header ?? "")
      .split(",")
      .map((d) => d.split("=")[0].trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * A page may be kept only when the server said every visitor may keep it: a 200 HTML page, our own,
 * not reached by a redirect, setting no cookie, and marked `public` without `private` or `no-store`.
 * The server marks only pages rendered for a request without a session (lib/app-server/page-cache/offline-keep.ts);
 * every other page (a member's, a refusal, an error) is `private, no-store`. The worker cannot see
 * cookies, so the server's mark is the only thing it goes by; no mark, nothing kept.
 */
export function mayKeep(res: ResponseLike): boolean {
  if (res.status !== 200 || res.type !== "basic" || res.redirected) return false;
  if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) return false;
  if (res.headers.get("set-cookie") !== null) return false;
  const cc = directives(res.headers.get("cache-control"));
  return cc.has("public") && !cc.has("private") && !cc.has("no-store");
}
