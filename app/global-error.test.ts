import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ErrorState } from "@/components/ui/error-state";
import GlobalError from "./global-error";

// The document the browser shows when the root layout fails, rendered to markup (no DOM needed).
const render = (error: unknown) =>
  renderToStaticMarkup(createElement(GlobalError, { error, retry: () => {} }));

/** The first element of `type` in a tree of elements. */
function find(node: ReactNode, type: string): ReactElement<Record<string, unknown>> | null {
  if (Array.isArray(node)) return node.map((n) => find(n, type)).find((n) => n) ?? null;
  if (!isValidElement<{ children?: ReactNode }>(node)) return null;
  if (node.type === type) return node as ReactElement<Record<string, unknown>>;
  return find(node.props.children, type);
}

describe("the global error page", () => {
  it("is a document of its own: html with the site's language, a title, a body and a main", () => {
    const html = render(new Error("The layout broke"));
    expect(html).toMatch(/^<html lang="en-AU"><head><title>Something went wrong · Footy Analytics<\/title>/);
    expect(html).toMatch(/<body class="[^"]*dark:bg-slate-950[^"]*"><main id="main"/);
    expect(html).toMatch(/<\/main><\/body><\/html>$/);
  });

  it("says what happened in app/error.tsx's words, with a way to try again and a way home", () => {
    const html = render(new Error("The layout broke"));
    expect(html).toContain('<div role="alert"');
    expect(html).toContain('<h1 class="text-2xl font-semibold">Could not load this page</h1>');
    expect(html).toContain("<p>The layout broke</p>");
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Footy Analytics home<\/a>/);
  });

  it("a page whose database is unreachable says so, in words rather than a reference", () => {
    const html = render(Object.assign(new Error("hidden"), { digest: "database-unavailable" }));
    expect(html).toContain("The site&#x27;s database cannot be reached just now");
    expect(html).not.toContain("Reference:");
  });

  it("a server error shows no message but its reference, to find it in the server's log", () => {
    const error = Object.assign(new Error("secret detail"), { digest: "3141592653" });
    const html = render(error);
    expect(html).not.toContain("secret detail");
    expect(html).toContain("The server could not get the data from the data service");
    expect(html).toContain("Reference: 3141592653");
  });

  it("the button retries with the retry Next gives (ErrorState, as app/error.tsx)", () => {
    const retry = vi.fn();
    const button = find(ErrorState({ error: new Error("x"), retry, what: "this page" }), "button");
    expect(button?.props.children).toBe("Try again");
    (button!.props.onClick as () => void)();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
