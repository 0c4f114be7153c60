// Finding players by name: every word typed must begin a word of the name (accents and case aside),
// so "neale" finds Lachie Neale and "l nea" does too, but "eal" finds nobody.

const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export const MIN_QUERY = 2;

export function nameMatches(name: string, query: string): boolean {
  const words = fold(name)
    .split(/[\s'’.-]+/)
    .filter(Boolean);
  const asked = fold(query).split(/\s+/).filter(Boolean);
  return asked.length > 0 && asked.every((q) => words.some((w) => w.startsWith(q)));
}

/** The people whose names match, those whose surname starts with the query first, then by name. */
export function searchPlayers<T extends { name: string; surname: string }>(
  people: readonly T[],
  query: string,
  limit: number,
): { found: T[]; more: number } {
  const q = query.trim();
  if (q.length < MIN_QUERY) return { found: [], more: 0 };
  const hits = people.filter((p) => nameMatches(p.name, q));
  const first = fold(q.split(/\s+/).at(-1) ?? "");
  hits.sort(
    (a, b) =>
      Number(!fold(a.surname).startsWith(first)) - Number(!fold(b.surname).startsWith(first)) ||
      a.name.localeCompare(b.name),
  );
  return { found: hits.slice(0, limit), more: Math.max(0, hits.length - limit) };
}
