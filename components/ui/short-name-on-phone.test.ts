import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ShortNameOnPhone } from "./short-name-on-phone";

describe("a team's name, its code on a phone", () => {
  const html = renderToStaticMarkup(
    createElement(ShortNameOnPhone, { name: "Greater Western Sydney", code: "GWS" }),
  );

  it("keeps the full name as the text (hidden visually on a phone only) and draws the code from an attribute", () => {
    expect(html.replace(/<[^>]+>/g, "")).toBe("Greater Western Sydney");
    expect(html).toContain('<span class="max-sm:sr-only">Greater Western Sydney</span>');
    expect(html).toMatch(/<span aria-hidden="true" data-short="GWS" class="[^"]*sm:hidden[^"]*"><\/span>/);
  });
});
