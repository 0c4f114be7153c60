import { describe, expect, it } from "vitest";
import { argumentsProblem, MAX_DEPTH, MAX_VALUES } from "@/lib/security/action-arguments";

// Each refusal here is a body that Next, left to itself, answers with its 500 page (checked against
// the built app in e2e/api/front-door.spec.ts); each acceptance is a shape our pages' script or a
// script-less form sends.

// Fields as pairs, in the order they are sent (an object would put "0" and "1" first).
type Fields = [string, string][];
const parts = (fields: Fields) => (name: string) => fields.find(([n]) => n === name)?.[1] ?? null;
const text = (body: string) => argumentsProblem(parts([["0", body]]), { script: true });
const streamed = (...fields: Fields) =>
  argumentsProblem(parts(fields), { script: true, order: fields.map(([n]) => n) });
const scriptless = (...fields: Fields) =>
  argumentsProblem(parts(fields), { prefix: "$ACTION_1:", script: false });

describe("a server action's arguments", () => {
  it("accepts what our pages send: a state and a form, plain tags, parts sent before the root", () => {
    expect(text('["/",{"message":null,"email":""}]')).toBeNull();
    expect(
      text('["$$5","$u","$D2026-12-03T00:00:00.000Z","$n-12","$I","$N","$-0","$H","$T","$K1"]'),
    ).toBeNull();
    expect(streamed(["1_email", "a@b.c"], ["1", '{"message":null}'], ["0", '["/","$1","$K1"]'])).toBeNull();
    // One part needed twice is read once and counts twice.
    expect(streamed(["1", "[1,2]"], ["0", '["$1","$1"]'])).toBeNull();
    // A promise ($@) may arrive after the root; part ids are hexadecimal.
    expect(streamed(["0", '["$@a"]'], ["10", "[]"])).toBeNull();
    expect(
      scriptless(["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'], ["$ACTION_1:1", '["/",null]']),
    ).toBeNull();
    // A root that is an object: no arguments, which Next accepts.
    expect(text("{}")).toBeNull();
  });

  it("refuses a script's root that is not a list or object", () => {
    for (const root of ["5", "null", '"x"'])
      expect(text(root), root).toBe("A server action's arguments are not a JSON list");
  });

  it("refuses a reference to a part the body does not carry, naming it", () => {
    expect(text('["/","$1"]')).toBe("A server action's arguments refer to a part the body does not carry: 1");
    expect(scriptless(["$ACTION_1:0", '{"id":"abc","bound":"$@2"}'])).toBe(
      "A server action's arguments refer to a part the body does not carry: $ACTION_1:2",
    );
    expect(streamed(["0", '["$@1f"]'])).toBe(
      "A server action's arguments refer to a part the body does not carry: 31",
    );
  });

  it("refuses a part that is not JSON, one that refers to itself, one needed before it came", () => {
    expect(streamed(["1", "{oops"], ["0", '["$1"]'])).toBe("The field 1 is not JSON");
    expect(scriptless(["$ACTION_1:0", "["])).toBe("The field $ACTION_1:0 is not JSON");
    expect(streamed(["1", '["$2"]'], ["2", '["$1"]'], ["0", '["$1"]'])).toBe("The part 1 refers to itself");
    expect(streamed(["0", '["$1"]'], ["1", "[]"])).toBe("The part 1 comes after the part 0 that needs it");
    expect(streamed(["0", '["$1"]'], ["1", "[]"], ["2", "[]"])).toBe(
      "The part 1 comes after the part 0 that needs it",
    );
  });

  it("refuses the kinds of value no action of ours takes, and a temporary reference without the script", () => {
    for (const value of ["$Q$1", "$Q1", "$W1", "$i1", "$h1", "$B1", "$A1", "$R1", "$x1", "$1:a", "$", "$zz"])
      expect(streamed(["1", "[]"], ["0", JSON.stringify([value])]), value).toBe(
        `A server action's arguments hold a value our actions do not take: ${value}`,
      );
    expect(scriptless(["$ACTION_1:0", '{"id":"a","bound":"$@1"}'], ["$ACTION_1:1", '["$T"]'])).toBe(
      "A server action's arguments hold a value our actions do not take: $T",
    );
  });

  it("names at most the first 40 characters of a value it refuses", () => {
    const long = "$Q" + "1".repeat(100);
    expect(text(JSON.stringify([long]))).toBe(
      `A server action's arguments hold a value our actions do not take: ${long.slice(0, 40)}`,
    );
    expect(text(JSON.stringify(["$n" + "x".repeat(100)]))).toBe(
      `The value $n${"x".repeat(38)} is not a whole number of at most 300 digits`,
    );
  });

  it("refuses a big integer that is not one, or longer than React reads", () => {
    expect(text('["$n12x"]')).toBe("The value $n12x is not a whole number of at most 300 digits");
    expect(text(`["$n${"9".repeat(300)}"]`)).toBeNull();
    expect(text(`["$n${"9".repeat(301)}"]`)).toMatch(/is not a whole number of at most 300 digits$/);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels, counting through references`, () => {
    const nest = (n: number, inner = "") => "[".repeat(n) + inner + "]".repeat(n);
    // The root list is level 0: MAX_DEPTH + 1 lists nested are the deepest read.
    expect(text(nest(MAX_DEPTH + 1))).toBeNull();
    const deep = `A server action's arguments nest deeper than ${MAX_DEPTH} levels`;
    expect(text(nest(MAX_DEPTH + 2))).toBe(deep);
    expect(streamed(["1", nest(MAX_DEPTH / 2 + 2)], ["0", nest(MAX_DEPTH / 2, '"$1"')])).toBe(deep);
  });

  it(`refuses more than ${MAX_VALUES} values, a part needed many times counted each time`, () => {
    const many = `A server action's arguments hold more than ${MAX_VALUES} values`;
    expect(text(JSON.stringify(new Array(MAX_VALUES + 1).fill(0)))).toBe(many);
    // A string in a list counts its length: exactly the limit is read, one more is not.
    expect(text(JSON.stringify(["x".repeat(MAX_VALUES - 1)]))).toBeNull();
    expect(text(JSON.stringify(["x".repeat(MAX_VALUES)]))).toBe(many);
    const part = JSON.stringify(["x".repeat(100_000), "y"]);
    expect(streamed(["1", part], ["0", JSON.stringify(new Array(9).fill("$1"))])).toBeNull();
    expect(streamed(["1", part], ["0", JSON.stringify(new Array(11).fill("$1"))])).toBe(many);
  });

  it("reads a part needed along many paths once: forty levels, each needing the next twice", () => {
    // Without memory of the parts read, 2^40 walks: the request would hold the main thread for ever.
    const levels: Fields = Array.from({ length: 40 }, (_, i) => [
      String(40 - i),
      i === 0 ? "{}" : JSON.stringify({ a: `$${(41 - i).toString(16)}`, b: `$${(41 - i).toString(16)}` }),
    ]);
    expect(streamed(...levels, ["0", '["$1","$1"]'])).toBeNull();
  });
});
