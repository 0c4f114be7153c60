import type { Problem } from "@/lib/contract/schemas/common";
import { endpointPath } from "@/lib/contract/endpoint-path";
import type { Operation } from "@/lib/contract/operations";
import { searchOf, type SdsParams, type SdsQuery } from "./keys";

type ProblemDetail = Pick<Problem, "title" | "detail"> & Partial<Problem>;

/** A failed data call, carrying the problem detail the proxy or the service answered with. */
export class SdsError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetail,
  ) {
    super(`${problem.title}: ${problem.detail}`);
    this.name = "SdsError";
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

// The proxy answers errors as RFC 9457 problems; anything else (a gateway's HTML page) gets a
// generic detail. A plain check rather than the contract's zod schema: the browser loads no zod.
function asProblem(body: unknown): ProblemDetail | null {
  if (typeof body !== "object" || body === null) return null;
  const { title, detail } = body as Record<string, unknown>;
  return typeof title === "string" && typeof detail === "string" ? (body as ProblemDetail) : null;
}

/**
 * The browser's call of one operation through the app's proxy. The answer is not parsed again here:
 * the proxy passes only answers it has checked against the contract.
 */
export async function fetchSds(
  o: Pick<Operation, "id" | "path">,
  params: SdsParams,
  query: SdsQuery,
  signal?: AbortSignal,
): Promise<unknown> {
  const search = searchOf(query);
  const url = `/api/sds${endpointPath(o, params)}${search ? `?${search}` : ""}`;
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: "application/json" } });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new SdsError(0, { title: "Network error", detail: "The app's server could not be reached." });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    throw new SdsError(
      res.status,
      asProblem(body) ?? { title: res.statusText || "Error", detail: `HTTP ${res.status}` },
    );
  }
  if (body === null) {
    throw new SdsError(502, { title: "Unexpected data", detail: `${o.id} answered with no JSON body.` });
  }
  return body;
}
