// Generators and small oracles for the bad-input property tests (bad-input.test.ts). The oracles are
// written from the contract (api-contract.md, "Errors"), not from the service's parser: an identifier
// is valid when it is an integer in 0..2147483647; anything else in an identifier's place is a 400 that
// names the parameter, and a path that no operation has is a 404.
import fc from "fast-check";
import { ENDPOINTS, MAX_ID, pathParams, type Endpoint, type QueryParam } from "@/lib/contract";

const MAX = BigInt(MAX_ID);
const DIGITS = /^\d+$/;

/** Definitely not an identifier: not a run of ASCII digits, or a number above 2147483647. */
export const isMalformedId = (s: string) => !DIGITS.test(s) || BigInt(s) > MAX;
/** Definitely an identifier (leading zeros past 10 digits are left out as a matter of taste). */
export const isValidId = (s: string) => /^\d{1,10}$/.test(s) && BigInt(s) <= MAX;

const notDigits = (s: string) => !DIGITS.test(s);
/** No lone surrogates (encodeURIComponent throws on them; fetch would send U+FFFD instead). */
export const wellFormed = (s: string) => {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

/** Hand-picked malformed identifiers that every run includes (as fast-check examples). */
export const MALFORMED_ID_EXAMPLES = [
  "-1",
  "-0",
  "1.5",
  "1.0",
  "1e3",
  "0x10",
  "+1",
  " 1",
  "1 ",
  "2147483648",
  "99999999999",
  "4294967296",
  "18446744073709551616",
  "NaN",
  "Infinity",
  "null",
  "true",
  "[1]",
  "١٢٣", // Arabic-Indic digits
  "１２", // full-width digits
  "1/", // decodes to a slash inside one segment
  "%",
  "%zz",
  "\u0000",
  "\t",
  "💥",
  "a".repeat(300),
];

/**
 * Decoded values that are not identifiers. The tests send them percent-encoded, so each is one path
 * segment that the service decodes back to exactly this string.
 */
export const malformedId: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(...MALFORMED_ID_EXAMPLES),
    fc.integer({ min: -(2 ** 31), max: -1 }).map(String),
    fc
      .double({ noNaN: true, noDefaultInfinity: true })
      .filter((d) => !Number.isInteger(d))
      .map(String),
    fc.bigInt({ min: MAX + 1n, max: 10n ** 40n }).map(String),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).filter(notDigits),
    fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 30 }).filter(notDigits),
    // digits with one junk character spliced in
    fc
      .tuple(
        fc.stringMatching(/^\d{1,6}$/),
        fc.constantFrom(".", ",", "-", "_", " ", "e", "+", "/"),
        fc.nat(6),
      )
      .map(([d, c, i]) => d.slice(0, i) + c + d.slice(i)),
  )
  .filter((s) => s !== "" && s !== "." && s !== ".." && wellFormed(s));

const hex = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, "0"));

/** Raw percent-encoded junk: valid and broken escapes, overlong UTF-8, encoded slashes and dots. */
export const percentJunk: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      hex.map((h) => `%${h}`),
      hex.map((h) => `%${h[0]}`),
      fc.constantFrom("%", "%%", "%g0", "%2F", "%2f", "%5C", "%2e", "%C0%80", "%ED%A0%80", "%FF", "%00"),
      fc.stringMatching(/^[A-Za-z0-9]{1,3}$/),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(""));

/**
 * Raw strings put into the path verbatim: they may add or remove segments ("/", "\\", "..", ""),
 * so the expected answer comes from `expectedForPath`. "?" and "#" are left out (they end the path).
 */
export const rawSegment: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      "",
      ".",
      "..",
      "/",
      "//",
      "\\",
      "1/2",
      "1/levels",
      "../..",
      "%2e%2e",
      "%2E",
      ".%2e",
      "a/b/c",
      " ",
    ),
    percentJunk,
    malformedId,
    fc.string({ unit: "grapheme-ascii", maxLength: 20 }),
    fc
      .array(fc.oneof(fc.constantFrom("/", "."), fc.stringMatching(/^[0-9a-z]{0,4}$/)), { maxLength: 6 })
      .map((a) => a.join("")),
  )
  .filter((s) => !/[?#]/.test(s) && wellFormed(s) && !/\d{11,}/.test(s));

function safeDecode(seg: string): string {
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

export type PathExpectation =
  | { kind: "notFound" } // no operation has this path
  | { kind: "badRequest"; params: string[] } // these identifiers are malformed
  | { kind: "valid"; endpoint: Endpoint } // well-formed: 200, or 404 when the resource does not exist
  | { kind: "unclear" }; // an identifier of digits with leading zeros past 10 characters

/** What the contract says about GET `pathname` (as sent on the wire: already normalised by the URL parser). */
export function expectedForPath(pathname: string): PathExpectation {
  if (pathname !== "/v1" && !pathname.startsWith("/v1/")) return { kind: "notFound" };
  const segs = pathname.slice(3).split("/").filter(Boolean);
  for (const e of ENDPOINTS) {
    if (e.method !== "GET") continue;
    const tpl = e.path.split("/").filter(Boolean);
    if (tpl.length !== segs.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < tpl.length && ok; i++) {
      const m = /^\{(\w+)\}$/.exec(tpl[i]);
      if (m) params[m[1]] = safeDecode(segs[i]);
      else ok = tpl[i] === segs[i];
    }
    if (!ok) continue;
    const bad = Object.entries(params)
      .filter(([, v]) => isMalformedId(v))
      .map(([k]) => k);
    if (bad.length) return { kind: "badRequest", params: bad };
    if (Object.values(params).some((v) => !isValidId(v))) return { kind: "unclear" };
    return { kind: "valid", endpoint: e };
  }
  return { kind: "notFound" };
}

/** Fills a path template: `values` for the named parameters, percent-encoded unless `raw`. */
export function fillPath(template: string, values: Record<string, string>, raw = false): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    raw ? values[name] : encodeURIComponent(values[name]),
  );
}

export { pathParams };

/** Malformed values for one query parameter of the endpoint table, by its kind and range. */
export function malformedQueryValue(def: QueryParam): fc.Arbitrary<string> {
  const nonInt = fc.oneof(
    fc.constantFrom("", " 1", "1 ", "+1", "-1", "1.0", "1.5", "1e2", "0x10", "NaN", "one", "١", "１", "1,2"),
    fc.string({ unit: "grapheme", maxLength: 20 }).filter(notDigits),
    fc.integer({ min: -(2 ** 31), max: -1 }).map(String),
  );
  if (def.kind === "text[]") return fc.string({ minLength: 201, maxLength: 260 });
  switch (def.kind) {
    case "int":
    case "int[]": {
      const min = BigInt(def.min ?? 0);
      const max = BigInt(def.max ?? MAX_ID);
      const outOfRange: fc.Arbitrary<string>[] = [
        fc.bigInt({ min: max + 1n, max: max + 10_000n }).map(String),
        fc.bigInt({ min: MAX + 1n, max: 10n ** 30n }).map(String),
      ];
      if (min > 0n) outOfRange.push(fc.bigInt({ min: 0n, max: min - 1n }).map(String));
      return fc.oneof(nonInt, ...outOfRange);
    }
    case "bool":
      return fc.oneof(
        fc.constantFrom(
          "",
          "TRUE",
          "True",
          "FALSE",
          "False",
          "1",
          "0",
          "yes",
          "no",
          "on",
          "true ",
          " false",
          "t",
        ),
        fc.string({ unit: "grapheme", maxLength: 12 }).filter((s) => s !== "true" && s !== "false"),
      );
    case "enum":
    case "enum[]": {
      const wrongCase = def.values
        .flatMap((v) => [v.toLowerCase(), v.toUpperCase(), ` ${v}`, `${v}x`])
        .filter((x) => !def.values.includes(x));
      return fc.oneof(
        fc.constantFrom(...wrongCase, ""),
        fc.string({ unit: "grapheme", maxLength: 12 }).filter((s) => !def.values.includes(s)),
      );
    }
    case "code":
    case "code[]":
      // a code is letters, digits and _ (at most 64): anything with another character, empty or too long
      return fc.oneof(
        fc.constantFrom("", " ", "a b", "a-b", "KICK;", "ü", "a.b", "*", "%", "'", "x".repeat(65)),
        fc
          .tuple(
            fc.stringMatching(/^[A-Za-z0-9_]{0,8}$/),
            fc
              .string({ unit: "grapheme", minLength: 1, maxLength: 3 })
              .filter((s) => /[^A-Za-z0-9_]/.test(s)),
            fc.stringMatching(/^[A-Za-z0-9_]{0,8}$/),
          )
          .map(([a, b, c]) => a + b + c),
        fc.stringMatching(/^[A-Za-z0-9_]{65,90}$/),
      );
  }
}

/** A second, well-formed value for a scalar parameter, to repeat it. */
export function wellFormedQueryValue(def: QueryParam): fc.Arbitrary<string> {
  switch (def.kind) {
    case "int":
    case "int[]":
      return fc.integer({ min: def.min ?? 0, max: def.max ?? 1000 }).map(String);
    case "bool":
      return fc.constantFrom("true", "false");
    case "enum":
    case "enum[]":
      return fc.constantFrom(...def.values);
    case "code":
    case "code[]":
      return fc.stringMatching(/^[A-Z]{2,6}$/);
    case "text[]":
      return fc.string({ maxLength: 20 });
  }
}

/** Authorization header values that are not `Bearer <a valid token>` (printable ASCII only: fetch refuses the rest). */
export const junkAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme-ascii", maxLength: 80 }),
  fc.string({ unit: "grapheme-ascii", maxLength: 80 }).map((s) => `Bearer ${s}`),
  // token-shaped: three base64url parts
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,120}$/),
      fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/),
    )
    .map(([h, p, s]) => `Bearer ${h}.${p}.${s}`),
  fc.stringMatching(/^[A-Za-z0-9_.-]{10,200}$/).map((s) => `Bearer ${s}`),
);
