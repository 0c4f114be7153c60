import type { z } from "zod";

// The stand-in plays the public service, whose answers follow the contract; the proxy checks them.
// Rather than hand-writing a body for every operation, build the smallest value each schema accepts:
// empty lists, first enum values, and for constrained leaves (dates, ranges) the first candidate the
// leaf itself accepts.

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const CANDIDATES: unknown[] = [
  "",
  "2024-01-01",
  "2024-01-01T00:00:00.000Z",
  "00:00:00",
  "x",
  0,
  1,
  false,
  true,
];

export function minimalOf(s: z.ZodType): unknown {
  const d = defOf(s);
  switch (d.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(d.shape as Record<string, z.ZodType>)
          .filter(([, v]) => defOf(v).type !== "optional")
          .map(([k, v]) => [k, minimalOf(v)]),
      );
    case "array":
    case "record":
      return d.type === "array" ? [] : {};
    case "tuple":
      return (d.items as z.ZodType[]).map(minimalOf);
    case "nullable":
      return null;
    case "optional":
      return undefined;
    case "enum":
      return Object.values(d.entries as Record<string, unknown>)[0];
    case "literal":
      return (d.values as unknown[])[0];
    case "union":
      return minimalOf((d.options as z.ZodType[])[0]);
    case "pipe":
      return minimalOf(d.in as z.ZodType);
    case "lazy":
      return minimalOf((d.getter as () => z.ZodType)());
    default: {
      const found = CANDIDATES.find((c) => s.safeParse(c).success);
      if (found === undefined) throw new Error(`minimalOf: no candidate for a ${d.type} leaf`);
      return found;
    }
  }
}
