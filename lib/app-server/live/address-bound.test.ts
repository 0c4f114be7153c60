import { describe, expect, it } from "vitest";
import { createAddressBound } from "./address-bound";

describe("streams an address may hold", () => {
  it("up to the bound; one given back makes room", () => {
    const bound = createAddressBound(2);
    expect(bound.take("a")).toBe(true);
    expect(bound.take("a")).toBe(true);
    expect(bound.take("a")).toBe(false);
    expect(bound.take("b")).toBe(true);
    bound.give("a");
    expect(bound.take("a")).toBe(true);
  });

  it("forgets an address that holds none", () => {
    const bound = createAddressBound(1);
    bound.take("a");
    bound.give("a");
    bound.give("a");
    expect(bound.held("a")).toBe(0);
    expect(bound.take("a")).toBe(true);
  });
});
