// Next's middleware (Next 16 calls it proxy): a fresh nonce for every page. Next reads the nonce from
// the request's Content-Security-Policy header and puts it on its own scripts; the answer carries the
// same policy. Other answers keep the front server's policy that allows nothing (server.ts).
import { NextResponse, type NextRequest } from "next/server";
import { newNonce, pageCsp } from "@/lib/security/csp";
import { isEmbedPath } from "@/lib/security/framing";

export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const embed = isEmbedPath(request.nextUrl.pathname);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0].trim();
  const csp = pageCsp({
    nonce,
    dev: process.env.NODE_ENV !== "production",
    https: proto === "https" || request.nextUrl.protocol === "https:",
    // The embeds, and only they, may be framed by any site (their X-Frame-Options: the front door).
    frameable: embed,
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  headers.set("x-nonce", nonce);
  // An embed is a signed-out visitor's view (the front door drops its cookies too: lib/security).
  if (embed) headers.delete("cookie");
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the JSON routes, Next's static files or the icon.
      source: "/((?!api/|_next/static|_next/image|icon.svg|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
