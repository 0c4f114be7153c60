import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ENDPOINTS, type Endpoint } from "./endpoints";
import { buildRouter } from "./match-route";

// The segment tree the service and the proxy route by: every operation of the table found at its own
// path, parameters taken from their segments (decoded), unknown paths refused, and a known path with
// another method answered with the methods it has.
// Built in the first test that routes, not at import: a router that cannot be built then fails a
// test (mutation testing counts failed tests; a file that fails to load runs none).
let built: ReturnType<typeof buildRouter> | undefined;
const route = (method: string, path: string) => (built ??= buildRouter())(method, path);

const endpoint = (id: string, method: "GET" | "POST", path: string): Endpoint => ({
  id,
  operationId: id,
  summary: id,
  method,
  path,
  query: {},
  since: "1.51.0",
  tier: "core",
  statuses: [200],
  cache: "none",
  access: "summary",
  response: z.unknown(),
});

// The path with each {placeholder} filled by a distinct value, and the values it should be read as.
function filled(path: string) {
  const want: Record<string, string> = {};
  let n = 0;
  const p = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    want[name] = `${++n}0${n}`;
    return want[name];
  });
  return { path: p, want };
}

describe("buildRouter over the contract's table", () => {
  it("finds every operation at its own path, with its parameters", () => {
    expect(ENDPOINTS.length).toBeGreaterThan(40);
    for (const e of ENDPOINTS) {
      const { path, want } = filled(e.path);
      const m = route(e.method, path);
      expect(m && "endpoint" in m && m.endpoint.id, `${e.method} ${path}`).toBe(e.id);
      expect(m && "rawParams" in m && m.rawParams, e.id).toEqual(want);
    }
  });

  it("answers HEAD as GET, and a known path with another method with the methods it has", () => {
    const head = route("HEAD", "/matches/7/score");
    expect(head && "endpoint" in head && head.endpoint.id).toBe("E11");
    expect(route("DELETE", "/matches/7/statistics/players")).toEqual({ allowed: ["GET", "POST"] });
    expect(route("POST", "/matches/7/score")).toEqual({ allowed: ["GET"] });
    const post = route("POST", "/matches/7/statistics/squads");
    expect(post && "endpoint" in post && post.endpoint.id).toBe("E18");
  });

  it("refuses unknown paths and the inner segments that are no operation of their own", () => {
    expect(route("GET", "/nope")).toBeNull();
    expect(route("GET", "/matches")).toBeNull(); // a node of the tree with no operation
    expect(route("GET", "/matches/7/score/extra")).toBeNull();
    expect(route("GET", "/leagues/1/levels/2/seasons/3/ladder/4/5")).toBeNull();
  });

  it("ignores empty segments (a doubled or trailing slash)", () => {
    const m = route("GET", "//matches//7/score/");
    expect(m && "endpoint" in m && m.endpoint.id).toBe("E11");
    expect(m && "rawParams" in m && m.rawParams).toEqual({ matchId: "7" });
  });

  it("tells segments apart by case (/positiontypes is one operation, /positionTypes/{id} another)", () => {
    expect(route("GET", "/positiontypes")).toMatchObject({ endpoint: { id: "positionTypes" } });
    expect(route("GET", "/positionTypes")).toBeNull();
    expect(route("GET", "/positiontypes/5")).toBeNull();
  });

  it("decodes parameters, and keeps a segment that is not valid percent-encoding as it came", () => {
    expect(route("GET", "/matches/%37%32/score")).toMatchObject({ rawParams: { matchId: "72" } });
    expect(route("GET", "/matches/%E0%A4%A/score")).toMatchObject({ rawParams: { matchId: "%E0%A4%A" } });
  });
});

describe("buildRouter over a table of its own", () => {
  it("takes only a whole {name} segment as a parameter", () => {
    const r = buildRouter([endpoint("A", "GET", "/a/x{id}"), endpoint("B", "GET", "/b/{id}x")]);
    expect(r("GET", "/a/x{id}")).toEqual({ endpoint: expect.objectContaining({ id: "A" }), rawParams: {} });
    expect(r("GET", "/a/x7")).toBeNull();
    expect(r("GET", "/b/{id}x")).toMatchObject({ endpoint: { id: "B" }, rawParams: {} });
    expect(r("GET", "/b/7")).toBeNull();
  });

  it("reads parameter names of letters, digits and _, and not other characters", () => {
    const r = buildRouter([endpoint("A", "GET", "/a/{a_1}"), endpoint("B", "GET", "/b/{a-b}")]);
    expect(r("GET", "/a/5")).toMatchObject({ endpoint: { id: "A" }, rawParams: { a_1: "5" } });
    expect(r("GET", "/b/{a-b}")).toMatchObject({ endpoint: { id: "B" }, rawParams: {} });
    expect(r("GET", "/b/5")).toBeNull();
    expect(buildRouter([endpoint("C", "GET", "/c/{}")])("GET", "/c/{}")).toMatchObject({
      endpoint: { id: "C" },
    });
  });

  it("keeps earlier operations below a parameter when later ones share it", () => {
    const r = buildRouter([
      endpoint("A", "GET", "/s/{id}"),
      endpoint("B", "GET", "/s/{id}/x"),
      endpoint("C", "GET", "/s/lit"),
      endpoint("D", "GET", "/s/lit/y"),
    ]);
    expect(r("GET", "/s/1")).toMatchObject({ endpoint: { id: "A" } });
    expect(r("GET", "/s/1/x")).toMatchObject({ endpoint: { id: "B" }, rawParams: { id: "1" } });
    expect(r("GET", "/s/lit")).toMatchObject({ endpoint: { id: "C" } });
    expect(r("GET", "/s/lit/y")).toMatchObject({ endpoint: { id: "D" } });
    // A literal is preferred over the parameter at the same place.
    expect(r("GET", "/s/lit")).toMatchObject({ rawParams: {} });
  });

  it("refuses a table that names one parameter two ways", () => {
    expect(() => buildRouter([endpoint("A", "GET", "/s/{a}"), endpoint("B", "GET", "/s/{b}/x")])).toThrow(
      "conflicting parameter names at /s/{b}/x",
    );
  });
});
