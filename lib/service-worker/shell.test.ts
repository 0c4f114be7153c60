import { describe, expect, it } from "vitest";
import { buildFilesIn } from "./shell";

describe("the build's files a page names", () => {
  it("finds scripts, styles and the chunks named in the flight data, once each", () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a1.css" nonce="x"/>' +
      '<script src="/_next/static/chunks/b2.js" async></script><script src="/_next/static/chunks/b2.js"></script>' +
      '<script>self.__next_f.push([1,"2:I[123,[\\"/_next/static/chunks/c3.js\\"],\\"default\\"]"])</script>';
    expect(buildFilesIn(html)).toEqual([
      "/_next/static/chunks/a1.css",
      "/_next/static/chunks/b2.js",
      "/_next/static/chunks/c3.js",
    ]);
  });
});
