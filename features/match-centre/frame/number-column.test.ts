import { describe, expect, it } from "vitest";
import { numberColumn } from "./number-column";

describe("numberColumn", () => {
  const row = { xs: 2.349, n: 7 };

  it("shows the number, rounded when asked, and sorts on the number itself", () => {
    const xs = numberColumn<typeof row>("xs", "Expected", (r) => r.xs, {
      digits: 1,
      glossary: "POINTS_EXPECTED",
    });
    expect(xs.text(row)).toBe("2.3");
    expect(xs.sortValue?.(row)).toBe(2.349);
    expect(xs).toMatchObject({ key: "xs", label: "Expected", numeric: true, glossary: "POINTS_EXPECTED" });
    expect(xs).not.toHaveProperty("digits");
  });

  it("shows a count as it is", () => {
    expect(numberColumn<typeof row>("n", "Stints", (r) => r.n).text(row)).toBe("7");
  });
});
