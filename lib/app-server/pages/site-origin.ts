import "server-only";
import { headers } from "next/headers";
import { isHost } from "@/lib/security/host";

/** What a request whose Host is missing or not a host at all is given. */
const NO_HOST = "http://localhost";

/**
 * The site's public origin from a request's headers: `appOrigin` (APP_ORIGIN) when set, else the
 * address the request came to (behind a proxy, the first X-Forwarded-Host and -Proto when
 * `trustProxy`). A Host that is not a plain host[:port] (a path, credentials, a bad port) gives
 * http://localhost rather than an error: any visitor can send one.
 */
export function originFrom(
  header: (name: string) => string | null | undefined,
  appOrigin: string | undefined,
  trustProxy: boolean,
): string {
  if (appOrigin) return new URL(appOrigin).origin;
  const first = (name: string) => header(name)?.split(",")[0].trim() || undefined;
  const host = (trustProxy ? first("x-forwarded-host") : undefined) ?? header("host") ?? "";
  const proto = trustProxy && first("x-forwarded-proto") === "https" ? "https" : "http";
  return isHost(host) ? new URL(`${proto}://${host}`).origin : NO_HOST;
}

/** The site's public origin for absolute addresses (link previews, the sitemap, robots.txt, calendars). */
export async function siteOrigin(): Promise<string> {
  const h = await headers();
  return originFrom((name) => h.get(name), process.env.APP_ORIGIN, Boolean(process.env.TRUST_PROXY));
}
