// Query parameters are declared once as plain descriptors; the service's parser, the proxy's validator
// and the OpenAPI document all read the same descriptors, so they cannot disagree.

export const MAX_ID = 2147483647;

// `since` marks a parameter the older interface description (1.51.0) does not list.
type Common = { description: string; required?: boolean; since?: "1.68.0" };

export type QueryParam = Common &
  (
    | { kind: "int"; description: string; min?: number; max?: number; default?: number; required?: boolean }
    | { kind: "int[]"; description: string; min?: number; max?: number; required?: boolean }
    | { kind: "bool"; description: string; default?: boolean; required?: boolean }
    | { kind: "enum"; description: string; values: readonly string[]; default?: string; required?: boolean }
    | { kind: "enum[]"; description: string; values: readonly string[]; required?: boolean }
    | { kind: "code"; description: string; required?: boolean }
    | { kind: "code[]"; description: string; required?: boolean }
    // Free text, for look-ups where an unknown value is a 404 rather than a 400 (E24's metric codes).
    | { kind: "text[]"; description: string; required?: boolean }
  );

export type QueryDefs = Record<string, QueryParam>;

export interface ParamError {
  parameter: string;
  message: string;
}

export type QueryValue = number | number[] | boolean | string | string[] | undefined;
export type ParsedQuery = Record<string, QueryValue>;

/** The value one descriptor parses to: enums keep their values as a union of literals. */
type ValueOf<P> = P extends { kind: "int" }
  ? number
  : P extends { kind: "int[]" }
    ? number[]
    : P extends { kind: "bool" }
      ? boolean
      : P extends { kind: "enum"; values: readonly (infer V)[] }
        ? V
        : P extends { kind: "enum[]"; values: readonly (infer V)[] }
          ? V[]
          : P extends { kind: "code" }
            ? string
            : string[];

/** A parameter that is always present once parsed: required, or with a default. */
type Present<P> = P extends { required: true } ? true : P extends { default: unknown } ? true : false;

/**
 * The parsed query of a set of descriptors, as a type: what `parseQuery` returns for them when it
 * reports no errors. A table row declared with literal descriptors gives its handler this type, so a
 * handler reads `q.period` as `number[] | undefined` without a cast.
 */
export type ParsedOf<D extends QueryDefs> = {
  -readonly [K in keyof D as Present<D[K]> extends true ? K : never]: ValueOf<D[K]>;
} & {
  -readonly [K in keyof D as Present<D[K]> extends true ? never : K]?: ValueOf<D[K]>;
};

const INT_RE = /^\d{1,10}$/;
const CODE_RE = /^[A-Za-z0-9_]{1,64}$/;

export function parseId(name: string, raw: string): number | ParamError {
  if (!INT_RE.test(raw) || Number(raw) > MAX_ID) {
    return { parameter: name, message: `${name} must be an integer from 0 to ${MAX_ID}; got ${quote(raw)}` };
  }
  return Number(raw);
}

function quote(raw: string): string {
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return JSON.stringify(shown);
}

function parseInt1(name: string, raw: string, def: { min?: number; max?: number }): number | ParamError {
  const min = def.min ?? 0;
  const max = def.max ?? MAX_ID;
  if (!INT_RE.test(raw) || Number(raw) < min || Number(raw) > max) {
    return {
      parameter: name,
      message: `${name} must be an integer from ${min} to ${max}; got ${quote(raw)}`,
    };
  }
  return Number(raw);
}

function isError(v: unknown): v is ParamError {
  return typeof v === "object" && v !== null && "parameter" in v;
}

/** Parses the query string against the operation's descriptors. Unknown parameter names are ignored. */
export function parseQuery<D extends QueryDefs>(
  defs: D,
  search: URLSearchParams,
): { value: ParsedOf<D>; errors: ParamError[] } {
  const value: ParsedQuery = {};
  const errors: ParamError[] = [];
  for (const [name, def] of Object.entries(defs)) {
    const raws = search.getAll(name);
    if (raws.length === 0) {
      if (def.required) errors.push({ parameter: name, message: `${name} is required` });
      else if ("default" in def && def.default !== undefined) value[name] = def.default;
      continue;
    }
    const isList = def.kind.endsWith("[]");
    if (!isList && raws.length > 1) {
      errors.push({ parameter: name, message: `${name} may be given once; got ${raws.length} values` });
      continue;
    }
    const parsed: (number | string | boolean)[] = [];
    for (const raw of raws) {
      const one = parseOne(name, raw, def);
      if (isError(one)) {
        errors.push(one);
        break;
      }
      parsed.push(one);
    }
    if (parsed.length !== raws.length) continue;
    value[name] = (isList ? parsed : parsed[0]) as QueryValue;
  }
  // Built one descriptor at a time above (a default or the parsed kind, lists for "[]" kinds), which
  // is what ParsedOf<D> says; params.test.ts checks the values against the descriptors.
  return { value: value as ParsedOf<D>, errors };
}

function parseOne(name: string, raw: string, def: QueryParam): number | string | boolean | ParamError {
  switch (def.kind) {
    case "int":
    case "int[]":
      return parseInt1(name, raw, def);
    case "bool":
      if (raw === "true") return true;
      if (raw === "false") return false;
      return { parameter: name, message: `${name} must be true or false; got ${quote(raw)}` };
    case "enum":
    case "enum[]":
      if (def.values.includes(raw)) return raw;
      return {
        parameter: name,
        message: `${name} must be one of ${def.values.join(", ")}; got ${quote(raw)}`,
      };
    case "text[]":
      if (raw.length <= 200) return raw;
      return { parameter: name, message: `${name} must be at most 200 characters` };
    case "code":
    case "code[]":
      if (CODE_RE.test(raw)) return raw;
      return {
        parameter: name,
        message: `${name} must be a code of letters, digits and _; got ${quote(raw)}`,
      };
  }
}

/**
 * The query string an operation is called with: only the parameters it declares, in the order it
 * declares them (repeats kept). The proxy and the server's own calls both build it here, so the same
 * request is one cache entry upstream, whatever order the caller wrote it in.
 */
export function declaredQuery(query: QueryDefs, search: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of Object.keys(query)) for (const v of search.getAll(name)) out.append(name, v);
  return out.toString();
}
