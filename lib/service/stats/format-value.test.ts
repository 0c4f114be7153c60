import { describe, expect, it } from "vitest";
import { formatValue, roundForFormat } from "./format-value";

describe("value formatting", () => {
  it("formats each glossary format", () => {
    expect(formatValue("Integer", 12)).toBe("12");
    expect(formatValue("Integer", 5733.6)).toBe("5734");
    expect(formatValue("Integer", -3)).toBe("-3");
    expect(formatValue("Decimal One Place", 3.25)).toBe("3.3");
    expect(formatValue("Decimal Two Places", 1.456)).toBe("1.46");
    expect(formatValue("Percentage One Decimal", 45.4545)).toBe("45.5%");
    expect(formatValue("Time (mm:ss)", 5045)).toBe("84:05");
    expect(formatValue("Time (mm:ss)", 59)).toBe("00:59");
  });

  it("rounds values to what is displayed, without negative zero", () => {
    expect(roundForFormat("Percentage One Decimal", 66.66666)).toBe(66.7);
    expect(roundForFormat("Integer", 2.5)).toBe(3);
    expect(Object.is(roundForFormat("Decimal One Place", -0.01), 0)).toBe(true);
    expect(formatValue("Decimal One Place", -0.01)).toBe("0.0");
  });
});

describe("whole numbers, shown without a string round trip", () => {
  it("are shown and kept as toFixed would show and round them, in every format", () => {
    const formats = [
      "Integer",
      "Decimal One Place",
      "Decimal Two Places",
      "Percentage One Decimal",
      "Time (mm:ss)",
    ];
    const decimals = [0, 1, 2, 1, 0];
    for (const [i, format] of formats.entries())
      for (const v of [0, -0, 1, 7, 12, 59, 60, 119, 5045, -3, -61, 123456789]) {
        expect(Object.is(roundForFormat(format, v), v === 0 ? 0 : v), `${format} ${v}`).toBe(true);
        const shown = formatValue(format, v);
        if (format === "Time (mm:ss)") continue; // its own display, checked above
        const fixed = (v === 0 ? 0 : v).toFixed(decimals[i]);
        expect(shown, `${format} ${v}`).toBe(format === "Percentage One Decimal" ? `${fixed}%` : fixed);
      }
  });
});
