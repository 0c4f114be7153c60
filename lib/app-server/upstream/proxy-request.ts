import "server-only";
import { createResolver, declaredQuery, type ParamError } from "@/lib/contract";
import type { Role } from "@/lib/app-server/auth/users";
import { problemResponse } from "@/lib/net/problem";
import { canAnalyse } from "../auth/roles";
import type { Account } from "./allowances";
import { upstream } from "./upstream-instance";
import { UpstreamError, isUpstreamError } from "./upstream-error";

const resolve = createResolver();

// Operations the browser may not reach through the proxy (the quota view is an admin page).
const NOT_PROXIED = new Set(["usage"]);

const problem = (
  status: number,
  title: string,
  detail: string,
  errors?: ParamError[],
  headers: Record<string, string> = {},
) => problemResponse({ status, title, detail, errors }, headers);

/**
 * The browser's door to the data service: only operations of the contract's table, parameters
 * validated here first (nothing malformed is sent upstream), the token added server-side.
 */
export async function proxyRequest(
  segments: string[],
  search: URLSearchParams,
  // Stryker disable next-line ArrowFunction: no role (null) and undefined are refused alike (401)
  roleOf: () => Promise<Role | null> = async () => null,
  visitor?: string,
  /** The signed-in account, whose allowance pays for a new call instead of the address's. */
  account?: () => Promise<Account | null>,
): Promise<Response> {
  const path = `/${segments.map(encodeURIComponent).join("/")}`;
  const m = resolve("GET", path, search);
  if (!m || !("endpoint" in m) || NOT_PROXIED.has(m.endpoint.id)) {
    return problem(404, "Not Found", `No data operation at ${JSON.stringify(path.slice(0, 200))}`);
  }
  // Event-level data is licensed (the contract's `access`): coaches, analysts and admins only.
  if (m.endpoint.access === "event") {
    const role = await roleOf();
    if (!canAnalyse(role ?? undefined)) {
      return role
        ? problem(
            403,
            "Forbidden",
            "Event-level match data is for coaches and analysts; this account is not one.",
          )
        : problem(401, "Unauthorized", "Sign in as a coach or analyst to see event-level match data.");
    }
  }
  if (m.errors.length)
    return problem(400, "Bad Request", m.errors.map((e) => e.message).join("; "), m.errors);
  // Forward only the parameters the operation declares.
  const qs = declaredQuery(m.endpoint.query, search);
  try {
    const res = await (await upstream()).get(path + (qs ? `?${qs}` : ""), { visitor, account, match: m });
    const headers: Record<string, string> = {
      "content-type": res.contentType,
      "cache-control": "no-store",
      "x-sds-cache": res.source,
    };
    // The browser shows a notice when it is looking at a stale copy (service down or over quota).
    if (res.source === "stale") headers["x-sds-stale-age"] = String(res.ageSecs);
    if (res.retryAfterSecs) headers["retry-after"] = String(res.retryAfterSecs);
    // Not compressed here: Next drops a route's Content-Encoding and compresses (gzip) what it sends
    // itself, so bytes encoded here would reach the browser encoded twice.
    return new Response(res.body as BodyInit, { status: res.status, headers });
  } catch (err) {
    // A failure that is not the service's (a defect, the app's database) is shown as a 502 too, but
    // the log says what it was: the browser's fixed words name no cause.
    if (!isUpstreamError(err)) console.error(`[proxy] ${path}: not the service's failure`, err);
    // Stryker disable next-line StringLiteral: the message is not shown; a 502's detail is fixed below
    const e = isUpstreamError(err) ? err : new UpstreamError(502, "unknown failure");
    if (e.status === 429)
      return problem(
        429,
        "Too Many Requests",
        `${e.message}; no saved copy exists. Try again in ${e.retryAfterSecs ?? 60} s.`,
        undefined,
        { "retry-after": String(e.retryAfterSecs ?? 60) },
      );
    const [status, title, what] =
      e.status === 504
        ? [504, "Gateway Timeout", "The data service did not answer in time"]
        : e.status === 503
          ? [503, "Service Unavailable", "The data service is not answering"]
          : [502, "Bad Gateway", "The data service could not be reached"];
    return problem(
      status,
      title,
      `${what} and no saved copy exists; try again shortly.`,
      undefined,
      e.retryAfterSecs ? { "retry-after": String(e.retryAfterSecs) } : {},
    );
  }
}
