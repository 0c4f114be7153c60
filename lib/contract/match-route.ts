import { ENDPOINTS, type Endpoint } from "./endpoints";
import { pathParams } from "./operations";

// A segment tree over the endpoint table: matching costs one map look-up a path segment, whatever the
// table's size, which matters on the service's hot path.

interface Node {
  literal: Map<string, Node>;
  param?: { name: string; node: Node };
  methods: Map<string, Endpoint>;
}

export interface RouteMatch {
  endpoint: Endpoint;
  rawParams: Record<string, string>;
}

function newNode(): Node {
  return { literal: new Map(), methods: new Map() };
}

export function buildRouter(endpoints: readonly Endpoint[] = ENDPOINTS) {
  const root = newNode();
  for (const e of endpoints) {
    let node = root;
    for (const seg of e.path.split("/").filter(Boolean)) {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (m) {
        node.param ??= { name: m[1], node: newNode() };
        if (node.param.name !== m[1]) throw new Error(`conflicting parameter names at ${e.path}`);
        node = node.param.node;
      } else {
        let next = node.literal.get(seg);
        if (!next) node.literal.set(seg, (next = newNode()));
        node = next;
      }
    }
    node.methods.set(e.method, e);
  }

  /** `path` is relative to /v1 and has no query string. Returns null when no operation has this path. */
  return function match(method: string, path: string): RouteMatch | { allowed: string[] } | null {
    let node: Node | undefined = root;
    const rawParams: Record<string, string> = {};
    for (const seg of path.split("/")) {
      if (seg === "") continue;
      const lit: Node | undefined = node.literal.get(seg);
      if (lit) node = lit;
      else if (node.param) {
        rawParams[node.param.name] = safeDecode(seg);
        node = node.param.node;
      } else return null;
    }
    if (node.methods.size === 0) return null;
    const endpoint = node.methods.get(method === "HEAD" ? "GET" : method);
    if (!endpoint) return { allowed: [...node.methods.keys()] };
    return { endpoint, rawParams };
  };
}

function safeDecode(seg: string): string {
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

export { pathParams };
