import "server-only";
import { NextRequest } from "next/server";
import { requestOrigin } from "@/lib/app-server/security/safe-redirect";

/**
 * The request as the visitor addressed it. Next builds a route handler's URL from the address the
 * server listens on (http://0.0.0.0:3000 under `npm start`), and next-auth writes its redirects
 * (a refused sign-in, its error page) from that URL's origin: a browser was sent to 0.0.0.0. The
 * visitor's origin comes from the headers the front door has checked (its Host, and the scheme a
 * trusted proxy names).
 */
export function atVisitorOrigin(req: NextRequest): NextRequest {
  const origin = requestOrigin(req.headers);
  const url = req.nextUrl;
  if (url.origin === origin) return req;
  return new NextRequest(`${origin}${url.pathname}${url.search}`, req);
}
