import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { ENDPOINT_BY_ID, declaredQuery, type OperationId, type SdsResponse } from "@/lib/contract";
import { endpointPath } from "@/lib/contract/endpoint-path";
import {
  recordIncompletePage,
  recordPageFailure,
  recordPageRead,
} from "@/lib/app-server/page-cache/request-status";
import { retryDigest } from "@/lib/net/retry-digest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import type { Account } from "./allowances";
import { currentReader } from "./read-for";
import { upstream } from "./upstream-instance";
import type { UpstreamResult } from "./upstream";
import { isUpstreamError, UpstreamError } from "./upstream-error";

/** The address of the visitor whose page is being rendered, when there is one. */
async function visitorAddress(): Promise<string | undefined> {
  try {
    return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? undefined;
  } catch {
    return undefined; // outside a request (a cached render): no visitor to limit
  }
}

/**
 * The signed-in account whose page is being rendered (its allowance pays for the page's new calls),
 * read once a render and only when a call is to be made.
 */
const pageAccount = cache(async (): Promise<Account | null> => {
  try {
    const { currentUser } = await import("../auth/auth");
    return await currentUser();
  } catch {
    return null; // outside a request: the address, if any, pays
  }
});

/**
 * A read the page cannot do without failed with `status`. Every page read ends here (sdsAnswer's and
 * sdsGetForApp's), so no page throws a refusal unrecorded: the page answers as its data did (429 with
 * Retry-After when a limit refused, 503 or 504 when the service is down or hung) rather than Next's
 * 500, and its error page says when to come back (the error's digest, retry-digest.ts).
 */
function pageReadFailure(status: number, message: string, body?: string, retryAfterSecs?: number) {
  const err = new UpstreamError(status, message, body, retryAfterSecs);
  const answer = status === 429 || status === 504 ? status : status >= 500 ? 503 : undefined;
  if (answer === undefined) return err;
  const wait = retryAfterSecs ?? 5;
  recordPageFailure(answer, wait);
  return Object.assign(err, { digest: retryDigest(answer, wait, Date.now()) });
}

/**
 * One operation's answer for server code (pages), through the same cache as the proxy, typed by the
 * operation's id (its contract's response): an id and a type cannot disagree.
 */
export async function sdsGet<I extends OperationId>(
  id: I,
  params: Record<string, number | string> = {},
  query = "",
): Promise<SdsResponse<I>> {
  return (await sdsAnswer(id, params, query)).data;
}

/**
 * sdsGet with where the answer came from: "stale" is the last good copy, served because the service
 * failed or refused (429), and `ageSecs` its age. Pages use it to say how fresh their data is. A page's
 * calls may use the plan's reserve, and count against the visitor's limit of new calls.
 */
export async function sdsAnswer<I extends OperationId>(
  id: I,
  params: Record<string, number | string> = {},
  query = "",
): Promise<{ data: SdsResponse<I>; source: UpstreamResult["source"]; ageSecs: number }> {
  const e = ENDPOINT_BY_ID.get(id);
  if (!e) throw new Error(`Unknown operation ${id}`);
  // The same query string the proxy forwards for the same parameters: one upstream cache entry for both.
  const qs = declaredQuery(e.query, new URLSearchParams(query));
  const path = endpointPath(e, params) + (qs ? `?${qs}` : "");
  // A read made for a stream's viewer (read-for.ts) is paid as that viewer's, from no reserve.
  const reader = currentReader();
  let res: UpstreamResult;
  try {
    res = await (
      await upstream()
    ).get(path, {
      critical: !reader,
      visitor: reader ? reader.address : await visitorAddress(),
      account: reader ? async () => reader.account : pageAccount,
      // The operation is known: the upstream need not match the path against the table again.
      match: {
        endpoint: e,
        rawParams: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      },
    });
  } catch (err) {
    recordIncompletePage();
    throw isUpstreamError(err) ? pageReadFailure(err.status, err.message, err.body, err.retryAfterSecs) : err;
  }
  // What the rendered-page cache needs to know of this answer: a 404 or 400 is as settled as the
  // address (kept briefly), any other refusal leaves the page without something it asked for.
  if (res.status === 200 || res.status === 404 || res.status === 400)
    recordPageRead(path, res.source === "stale" ? 0 : res.freshForMs);
  else recordIncompletePage();
  const text = new TextDecoder().decode(res.body);
  if (res.status !== 200)
    throw pageReadFailure(res.status, `${e.id} answered ${res.status}`, text, res.retryAfterSecs);
  // The upstream checked this answer against e.response when it arrived (contract-check.ts); parsing
  // it again on every render would cost each page view a full zod pass over cached bytes.
  return { data: JSON.parse(text) as SdsResponse<I>, source: res.source, ageSecs: res.ageSecs };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * An answer the app reads for itself, for an index it keeps (the season lists behind the player
 * pages), rather than for one visitor's page: it is not counted against the visitor's limit of new
 * calls (what the app reads is bounded by the index, not by who asks), it is not "critical" (the
 * pages' reserve is kept from it), and a 429 (the plan's rate, here or at the service) waits as long
 * as Retry-After says and tries again, `tries` times in all.
 * `query` is a query string, reduced to the operation's declared parameters as the proxy forwards it.
 */
export async function sdsGetForApp<I extends OperationId>(
  id: I,
  params: Record<string, number | string>,
  query = "",
  tries = 6,
): Promise<SdsResponse<I>> {
  const e = ENDPOINT_BY_ID.get(id);
  if (!e) throw new Error(`Unknown operation ${id}`);
  const qs = declaredQuery(e.query, new URLSearchParams(query));
  const up = await upstream();
  const path = endpointPath(e, params) + (qs ? `?${qs}` : "");
  for (let attempt = 1; ; attempt++) {
    let status: number;
    let retryAfterSecs: number | undefined;
    let text = "";
    try {
      const res = await up.get(path, {
        critical: false,
        match: {
          endpoint: e,
          rawParams: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        },
      });
      text = new TextDecoder().decode(res.body);
      if (res.status === 200) {
        recordPageRead(path, res.source === "stale" ? 0 : res.freshForMs);
        return JSON.parse(text) as SdsResponse<I>;
      }
      recordIncompletePage();
      ({ status, retryAfterSecs } = res);
    } catch (err) {
      recordIncompletePage();
      // A refusal or failure of the upstream's own (a limit, the service hung) is a failed read too.
      if (!isUpstreamError(err)) throw err;
      ({ status, retryAfterSecs } = err);
      text = err.message;
    }
    if (status !== 429 || attempt >= tries)
      throw pageReadFailure(status, `${e.id} answered ${status}`, text, retryAfterSecs);
    await sleep(Math.min(5, Math.max(1, retryAfterSecs ?? 1)) * 1000);
  }
}
