import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import operationCodes from "../../scripts/eslint/no-operation-codes.mjs";

// The lint rule that keeps the specification's operation codes in the contract's table alone
// (eslint.config.mjs): it finds a code wherever code or prose could name one, and nothing else.
const linter = new Linter({ configType: "flat" });
const config: Linter.Config[] = [
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { local: operationCodes },
    rules: { "local/no-operation-codes": "error" },
  },
];
// Codes are spelt in pieces so that this file passes the rule itself.
const code = (n: number) => "E" + n;

/** The codes the rule reports in `source`, in order. */
function found(source: string, file = "x.ts"): string[] {
  return linter.verify(source, config, file).map((m) => {
    expect(m.ruleId, m.message).toBe("local/no-operation-codes");
    return m.message.split(" ")[2].replace(":", "");
  });
}

describe("no-operation-codes", () => {
  it("finds a code in an identifier, an object key and a member", () => {
    expect(found(`const ${code(16)} = 1;`)).toEqual([code(16)]);
    expect(found(`const calls = { ${code(9)}: "chains" };`)).toEqual([code(9)]);
    expect(found(`stats.${code(15)} ?? 0;`)).toEqual([code(15)]);
  });

  it("finds a code in a string, a template, a type and JSX text", () => {
    expect(found(`get("${code(4)}");`)).toEqual([code(4)]);
    expect(found("const p = `${id} " + code(11) + "`;")).toEqual([code(11)]);
    expect(found(`type T = "${code(16)}" | "${code(18)}";`)).toEqual([code(16), code(18)]);
    expect(found(`const el = <p>from ${code(8)}</p>;`, "x.tsx")).toEqual([code(8)]);
  });

  it("finds a code in a line or block comment, in prose", () => {
    expect(found(`// the match's transactions (${code(8)}), filtered\nconst a = 1;`)).toEqual([code(8)]);
    expect(found(`/** ${code(15)}/${code(17)} in one call */\nconst a = 1;`)).toEqual([code(15)]);
  });

  it("ignores percent escapes, exponents, colours and longer words", () => {
    expect(found(`fetch("/seasons/%${code(0)}%A4%A"); // %${code(0)}%A4 is no code`)).toEqual([]);
    expect(found(`const big = 1${code(10)}; const small = 2.5e-3;`)).toEqual([]);
    expect(found(`const css = "color: #${code(0)}; background: #${code(0)}${code(0)}${code(0)}";`)).toEqual(
      [],
    );
    expect(found(`const ${code(100)}x = "${code(123)} x${code(1)}"; // ${code(444)}`)).toEqual([]);
  });
});
