import { describe, expect, it } from "vitest";
import { MAX_ID, declaredQuery, parseId, parseQuery, type QueryDefs } from "./params";

// The one parser of path ids and query strings (the service's, the proxy's validator's): each kind of
// parameter at its edges, and the exact words of each refusal (they reach the caller as problem+json).
const q = (s: string) => new URLSearchParams(s);

describe("parseId", () => {
  it("takes integers from 0 to 2^31 - 1", () => {
    expect(MAX_ID).toBe(2147483647);
    expect(parseId("matchId", "0")).toBe(0);
    expect(parseId("matchId", "2147483647")).toBe(2147483647);
    expect(parseId("matchId", "0042")).toBe(42);
  });

  it("refuses anything else, naming the parameter and quoting what came", () => {
    const bad = (raw: string) => ({
      parameter: "matchId",
      message: `matchId must be an integer from 0 to 2147483647; got ${JSON.stringify(raw)}`,
    });
    for (const raw of ["2147483648", "9999999999", "", "-1", "1.5", "12x", "x12", " 1", "1e3"])
      expect(parseId("matchId", raw), raw).toEqual(bad(raw));
    // Eleven digits are refused before they are read as a number.
    expect(parseId("matchId", "00000000001")).toEqual(bad("00000000001"));
  });

  it("cuts a long value to 40 characters in the message", () => {
    const raw = "a".repeat(41);
    expect(parseId("id", raw)).toEqual({
      parameter: "id",
      message: `id must be an integer from 0 to 2147483647; got "${"a".repeat(40)}…"`,
    });
    expect((parseId("id", "b".repeat(40)) as { message: string }).message).toMatch(/got "b{40}"$/);
  });
});

const DEFS: QueryDefs = {
  round: { kind: "int", description: "a round" },
  page: { kind: "int", min: 1, max: 50, default: 1, description: "a page" },
  rounds: { kind: "int[]", min: 2, max: 9, description: "rounds" },
  final: { kind: "bool", default: false, description: "a flag" },
  flag: { kind: "bool", description: "a flag without a default" },
  period: { kind: "enum", values: ["All", "Q1"], default: "All", description: "a period" },
  periods: { kind: "enum[]", values: ["Q1", "Q2"], description: "periods" },
  code: { kind: "code", description: "a code" },
  codes: { kind: "code[]", description: "codes" },
  names: { kind: "text[]", description: "free text" },
};

describe("parseQuery", () => {
  it("fills defaults for what is absent, and leaves out what has none", () => {
    expect(parseQuery(DEFS, q(""))).toEqual({
      value: { page: 1, final: false, period: "All" },
      errors: [],
    });
  });

  it("reads every kind, lists as lists, and ignores names it does not declare", () => {
    const got = parseQuery(
      DEFS,
      q(
        "round=0&page=50&rounds=2&rounds=9&final=true&flag=false&period=Q1&periods=Q2&periods=Q1" +
          "&code=AB_9&codes=x&codes=Y_1&names=&names=any+text&other=1",
      ),
    );
    expect(got).toEqual({
      value: {
        round: 0,
        page: 50,
        rounds: [2, 9],
        final: true,
        flag: false,
        period: "Q1",
        periods: ["Q2", "Q1"],
        code: "AB_9",
        codes: ["x", "Y_1"],
        names: ["", "any text"],
      },
      errors: [],
    });
    expect(parseQuery(DEFS, q("round=2147483647")).value.round).toBe(2147483647);
  });

  it("names a required parameter that is missing, and fills no default for it", () => {
    const defs: QueryDefs = {
      metric: { kind: "code[]", required: true, description: "metrics" },
      n: { kind: "int", required: true, default: 3, description: "n" },
    };
    expect(parseQuery(defs, q(""))).toEqual({
      value: {},
      errors: [
        { parameter: "metric", message: "metric is required" },
        { parameter: "n", message: "n is required" },
      ],
    });
    expect(parseQuery(defs, q("metric=a&n=4"))).toEqual({ value: { metric: ["a"], n: 4 }, errors: [] });
    // A default written as undefined is no default: the name is left out, not set to undefined.
    const got = parseQuery({ x: { kind: "int", default: undefined, description: "x" } }, q("")).value;
    expect(Object.keys(got)).toEqual([]);
  });

  it("refuses a single-valued parameter given twice, and keeps the rest", () => {
    expect(parseQuery(DEFS, q("round=1&round=2&code=a"))).toEqual({
      value: { page: 1, final: false, period: "All", code: "a" },
      errors: [{ parameter: "round", message: "round may be given once; got 2 values" }],
    });
  });

  it("refuses integers outside their bounds, with the bounds in the message", () => {
    const err = (s: string) => parseQuery(DEFS, q(s)).errors;
    expect(err("page=0")).toEqual([
      { parameter: "page", message: 'page must be an integer from 1 to 50; got "0"' },
    ]);
    expect(err("page=51")).toEqual([
      { parameter: "page", message: 'page must be an integer from 1 to 50; got "51"' },
    ]);
    expect(err("round=-1")).toEqual([
      { parameter: "round", message: 'round must be an integer from 0 to 2147483647; got "-1"' },
    ]);
    expect(err("round=2147483648")).toEqual([
      { parameter: "round", message: 'round must be an integer from 0 to 2147483647; got "2147483648"' },
    ]);
    expect(err("page=1&page=")).toEqual([
      { parameter: "page", message: "page may be given once; got 2 values" },
    ]);
    expect(err("round=1x")).toEqual([
      { parameter: "round", message: 'round must be an integer from 0 to 2147483647; got "1x"' },
    ]);
  });

  it("a list with one bad value: one error for it, and no value for the list", () => {
    const got = parseQuery(DEFS, q("rounds=3&rounds=1&rounds=10&periods=Q1"));
    expect(got.errors).toEqual([
      { parameter: "rounds", message: 'rounds must be an integer from 2 to 9; got "1"' },
    ]);
    expect(got.value).toEqual({ page: 1, final: false, period: "All", periods: ["Q1"] });
  });

  it("refuses a flag that is not true or false, a value outside an enum, and a malformed code", () => {
    const err = (s: string) => parseQuery(DEFS, q(s)).errors;
    expect(err("final=1")).toEqual([{ parameter: "final", message: 'final must be true or false; got "1"' }]);
    expect(err("flag=TRUE")).toEqual([
      { parameter: "flag", message: 'flag must be true or false; got "TRUE"' },
    ]);
    expect(err("period=Q3")).toEqual([
      { parameter: "period", message: 'period must be one of All, Q1; got "Q3"' },
    ]);
    expect(err("periods=Q1&periods=q2")).toEqual([
      { parameter: "periods", message: 'periods must be one of Q1, Q2; got "q2"' },
    ]);
    const codeErr = (raw: string) => [
      {
        parameter: "code",
        message: `code must be a code of letters, digits and _; got ${JSON.stringify(raw)}`,
      },
    ];
    expect(err("code=a-b")).toEqual(codeErr("a-b"));
    expect(err("code=")).toEqual(codeErr(""));
    expect(err(`code=${"c".repeat(65)}`)).toEqual([
      {
        parameter: "code",
        message: `code must be a code of letters, digits and _; got "${"c".repeat(40)}…"`,
      },
    ]);
    expect(err(`code=x${encodeURIComponent(" ")}`)).toEqual(codeErr("x "));
    expect(err(`code=${encodeURIComponent(" ")}x`)).toEqual(codeErr(" x"));
    expect(parseQuery(DEFS, q(`code=${"c".repeat(64)}`)).value.code).toBe("c".repeat(64));
  });

  it("takes free text up to 200 characters", () => {
    expect(parseQuery(DEFS, q(`names=${"n".repeat(200)}`)).value.names).toEqual(["n".repeat(200)]);
    expect(parseQuery(DEFS, q(`names=${"n".repeat(201)}`)).errors).toEqual([
      { parameter: "names", message: "names must be at most 200 characters" },
    ]);
  });
});

describe("declaredQuery", () => {
  it("keeps only declared parameters, in the declared order, repeats kept", () => {
    expect(declaredQuery(DEFS, q("junk=1&codes=b&round=3&codes=a&page=2"))).toBe(
      "round=3&page=2&codes=b&codes=a",
    );
    expect(declaredQuery(DEFS, q("junk=1"))).toBe("");
    expect(declaredQuery({}, q("round=1"))).toBe("");
  });
});
