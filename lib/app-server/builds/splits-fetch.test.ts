import { describe, expect, it } from "vitest";
import type { Exchange, ExchangeInit } from "@/lib/net/http-exchange";
import { splitsPayload } from "@/lib/season/match-splits";
import { fetchSplits } from "./splits-fetch";

// The request the worker makes for a match's splits, and what it tells of each kind of answer. The
// digest of a real answer (the same parts as through the upstream) is in tests/service/season-aggregates.

/** An exchange standing in for the service: records the request, gives `status` and `text`. */
function service(status: number, text: string) {
  const asked: { url: string; init: ExchangeInit }[] = [];
  const exchange: Exchange = async (url, init) => {
    asked.push({ url, init });
    return { status, headers: { get: () => "application/json" }, body: new TextEncoder().encode(text) };
  };
  return { asked, exchange };
}
const job = { base: "http://127.0.0.1:9", token: "tok", matchId: 2025007, timeoutMs: 5_000 };

describe("a match's splits asked past the upstream", () => {
  it("posts the splits payload to the player statistics POST of the match with the token, asking plain bytes", async () => {
    const s = service(500, "");
    await fetchSplits(job, s.exchange);
    expect(s.asked).toHaveLength(1);
    const { url, init } = s.asked[0];
    expect(url).toBe("http://127.0.0.1:9/v1/matches/2025007/statistics/players");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({
      authorization: "Bearer tok",
      "accept-encoding": "identity",
      "content-type": "application/json",
    });
    expect(JSON.parse(init.body!)).toEqual(splitsPayload());
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("tells a refusal's status and the start of its detail, not digesting it", async () => {
    const s = service(401, `{"title":"Unauthorized","detail":"${"x".repeat(400)}"}`);
    const got = await fetchSplits(job, s.exchange);
    expect(got).toMatchObject({ status: 401 });
    expect("detail" in got && got.detail).toMatch(/^\{"title":"Unauthorized"/);
    expect("detail" in got && got.detail.length).toBe(200);
  });

  it("digests a 200, and says what is wrong with an answer the contract does not describe", async () => {
    const got = await fetchSplits(job, service(200, '{"matchId": 2025007}').exchange);
    expect(got).toHaveProperty("digested.wrong");
    expect(got).not.toHaveProperty("digested.parts");
  });
});
