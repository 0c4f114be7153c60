import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { retryDigest } from "@/lib/net/retry-digest";
import { ErrorState } from "./error-state";

const NOW = Date.parse("2026-12-01T21:30:00.000Z");
const render = (error: unknown) =>
  renderToStaticMarkup(createElement(ErrorState, { error, retry: () => {}, what: "this page" })).replaceAll(
    "<!-- -->",
    "",
  );
const serverError = (digest: string) => Object.assign(new Error("hidden by Next"), { digest });

describe("ErrorState", () => {
  it("a page over a data allowance says so and when to come back, with no reference", () => {
    const html = render(serverError(retryDigest(429, 1000, NOW)));
    expect(html).toContain("Could not load this page");
    expect(html).toContain("Too many new data requests in a short time");
    expect(html).toContain("Try again after 21:46:40 UTC.");
    expect(html).not.toContain("Reference");
  });

  it("a data service not answering says when to come back; a wait past midnight names the day", () => {
    const html = render(serverError(retryDigest(503, 9 * 3600, NOW)));
    expect(html).toContain("The data service is not answering just now.");
    expect(html).toContain("Try again after 2026-12-02 06:30:00 UTC.");
  });

  it("any other server error shows its reference", () => {
    const html = render(serverError("3524629243"));
    expect(html).toContain("it may be restarting or over its limit");
    expect(html).toContain("Reference: 3524629243");
    expect(html).not.toContain("Try again after");
  });
});
