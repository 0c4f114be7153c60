import "server-only";
import { headers } from "next/headers";

/**
 * The site's public origin for absolute addresses (the sitemap, robots.txt): APP_ORIGIN when set,
 * else the address the request came to (behind a proxy, X-Forwarded-Host and -Proto when TRUST_PROXY).
 */
export async function siteOrigin(): Promise<string> {
  if (process.env.APP_ORIGIN) return new URL(process.env.APP_ORIGIN).origin;
  const h = await headers();
  const proxied = process.env.TRUST_PROXY ? h.get("x-forwarded-host") : null;
  const host = proxied ?? h.get("host") ?? "localhost";
  const proto = (process.env.TRUST_PROXY ? h.get("x-forwarded-proto") : null) ?? "http";
  return `${proto}://${host}`;
}
