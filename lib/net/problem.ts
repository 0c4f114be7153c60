import type { ParamError } from "@/lib/contract/params";

// The one problem+json (RFC 9457) of the whole app: the data service's errors, the proxy's refusals,
// the upstream client's own answers (a broken answer, an id known not to exist) and the front door's.
// `type` is about:blank throughout: the status and its title say what kind of problem it is, `detail`
// says what this one is, and `errors` names each bad parameter of a 400.

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

export interface ProblemDetails {
  status: number;
  title: string;
  detail: string;
  errors?: readonly ParamError[];
}

/** The problem's JSON body. */
export function problemJson(p: ProblemDetails): string {
  return JSON.stringify({
    type: "about:blank",
    title: p.title,
    status: p.status,
    detail: p.detail,
    ...(p.errors ? { errors: p.errors } : {}),
  });
}

/** The problem as a fetch Response (route handlers, the proxy). */
export function problemResponse(p: ProblemDetails, headers: Record<string, string> = {}): Response {
  return new Response(problemJson(p), {
    status: p.status,
    headers: { "content-type": PROBLEM_CONTENT_TYPE, ...headers },
  });
}
