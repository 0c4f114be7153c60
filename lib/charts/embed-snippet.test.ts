import { describe, expect, it } from "vitest";
import { EMBED_SIZE, iframeSnippet } from "./embed-snippet";

describe("iframeSnippet", () => {
  it("frames the embed at the default size with a title", () => {
    const html = iframeSnippet({ src: "https://footy.example/embed/seasons/73/ladder", title: "Ladder" });
    expect(html).toBe(
      `<iframe src="https://footy.example/embed/seasons/73/ladder" width="${EMBED_SIZE.width}" ` +
        `height="${EMBED_SIZE.height}" title="Ladder" loading="lazy" style="border:0;max-width:100%"></iframe>`,
    );
  });

  it("takes another size", () => {
    const html = iframeSnippet({
      src: "https://x/embed/matches/1/worm",
      title: "Worm",
      width: 300,
      height: 200,
    });
    expect(html).toContain('width="300" height="200"');
  });

  it("escapes quotes, ampersands and angle brackets in the address and the title", () => {
    const html = iframeSnippet({
      src: "https://x/embed/players/compare?players=1,2&metric=GOAL",
      title: 'O"Brien <v> Smith & co',
    });
    expect(html).toContain('src="https://x/embed/players/compare?players=1,2&amp;metric=GOAL"');
    expect(html).toContain('title="O&quot;Brien &lt;v&gt; Smith &amp; co"');
    expect(html.match(/"/g)).toHaveLength(12);
  });
});
