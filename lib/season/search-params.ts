// Next hands pages their search parameters as string | string[] | undefined; a view takes the first.

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(sp: SearchParams, name: string): string | undefined {
  const v = sp[name];
  return Array.isArray(v) ? v[0] : v;
}

/** A positive integer parameter: undefined when absent, null when it is not one. */
export function parsePositiveInt(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === "") return undefined;
  return /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** Each parameter's first value, those given only (an address's search as a link function takes it). */
export function firstParams(sp: SearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sp).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v[0] : v]])),
  );
}
