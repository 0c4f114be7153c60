import { readFileSync } from "node:fs";

// Next names a link-preview image inside a route group with a suffix of its own
// (/matches/[matchId]/opengraph-image-<hash>), so a test reads the address from the built app's route
// manifest rather than spelling it.

/** The built app's address of `route`'s opengraph-image, e.g. ("/matches/[matchId]", { matchId: 1 }). */
export function openGraphImagePath(route: string, params: Record<string, string | number>): string {
  const manifest = JSON.parse(readFileSync(".next/app-path-routes-manifest.json", "utf8")) as Record<
    string,
    string
  >;
  const found = Object.values(manifest).find(
    (p) => /^\/opengraph-image(-\w+)?$/.test(p.slice(route.length)) && p.startsWith(route),
  );
  if (!found) throw new Error(`no opengraph-image under ${route} in the build`);
  return found.replace(/\[(\w+)\]/g, (_, name: string) => String(params[name]));
}
