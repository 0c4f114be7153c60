import { ProblemSchema, endpointPath, type Endpoint, type Problem } from "@/lib/sds";
import { searchOf, type SdsParams, type SdsQuery } from "./keys";

/** A failed data call, carrying the problem detail the proxy or the service answered with. */
export class SdsError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Pick<Problem, "title" | "detail"> & Partial<Problem>,
  ) {
    super(`${problem.title}: ${problem.detail}`);
    this.name = "SdsError";
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** The browser's call of one operation through the app's proxy, validated against the contract. */
export async function fetchSds(
  e: Endpoint,
  params: SdsParams,
  query: SdsQuery,
  signal?: AbortSignal,
): Promise<unknown> {
  const search = searchOf(query);
  const url = `/api/sds${endpointPath(e, params)}${search ? `?${search}` : ""}`;
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: "application/json" } });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new SdsError(0, { title: "Network error", detail: "The app's server could not be reached." });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const problem = ProblemSchema.safeParse(body);
    throw new SdsError(
      res.status,
      problem.success ? problem.data : { title: res.statusText || "Error", detail: `HTTP ${res.status}` },
    );
  }
  const parsed = e.response.safeParse(body);
  if (!parsed.success) {
    throw new SdsError(502, {
      title: "Unexpected data",
      detail: `${e.id} answered in a shape the contract does not describe.`,
    });
  }
  return parsed.data;
}
