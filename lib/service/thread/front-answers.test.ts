import { describe, expect, it } from "vitest";
import { createSlotMemory, quotaSlots } from "../quota-slots";
import { createFrontAnswers } from "./front-answers";
import type { FinalAnswer } from "./messages";

// The final answers the app's main thread sends again itself: only to the caller the service admitted
// (the same Authorization header, its token alive, checked for the same Host), at the same address and
// tier, and only while the caller's quota counter (shared with the service's thread) takes the call;
// anything else is the service's to answer. Without a database: the counter's slot is set by hand.

const DAY = 86_400_000;
const AUTH = "Bearer the-token";
const HOST = "127.0.0.1:3000";
const URL = "/v1/matches/2024100";

function setUp(plan: "standard" | "unlimited", bucket: number, exp = Date.now() / 1000 + 3600) {
  const slots = quotaSlots(createSlotMemory(4));
  const c = slots.counter(2);
  Object.assign(c, {
    dayNo: Math.floor(Date.now() / DAY),
    base: 0,
    pending: 0,
    bucket,
    refilledAt: Date.now(),
  });
  const front = createFrontAnswers(slots);
  const final: FinalAnswer = {
    key: `core|${URL}`,
    caller: { clientId: "c1", tier: "core", plan, exp, host: HOST, slot: 2 },
  };
  front.keep(final, Buffer.from('{"id":2024100}'), AUTH);
  return { front, counter: c };
}

describe("the main thread's final answers", () => {
  it("answers the admitted caller's GET, counting it on the shared counter", () => {
    const { front, counter } = setUp("unlimited", 1000);
    expect(front.answer(URL, { authorization: AUTH, host: HOST })?.toString()).toBe('{"id":2024100}');
    expect(front.answer(URL, { authorization: AUTH, host: HOST })).toBeDefined();
    expect(counter.pending).toBe(2);
  });

  it("leaves to the service another token, another Host, another address, an expired token", () => {
    const { front, counter } = setUp("unlimited", 1000);
    expect(front.answer(URL, { authorization: "Bearer another", host: HOST })).toBeUndefined();
    expect(front.answer(URL, { host: HOST })).toBeUndefined();
    expect(front.answer(URL, { authorization: AUTH, host: "localhost:3000" })).toBeUndefined();
    expect(front.answer(`${URL}/score`, { authorization: AUTH, host: HOST })).toBeUndefined();
    const expired = setUp("unlimited", 1000, Date.now() / 1000 - 1);
    expect(expired.front.answer(URL, { authorization: AUTH, host: HOST })).toBeUndefined();
    expect(counter.pending + expired.counter.pending).toBe(0);
  });

  it("leaves to the service a call over the rate (its 429), counting nothing, and a new day", () => {
    const { front, counter } = setUp("standard", 2);
    expect(front.answer(URL, { authorization: AUTH, host: HOST })).toBeDefined();
    expect(front.answer(URL, { authorization: AUTH, host: HOST })).toBeDefined();
    expect(front.answer(URL, { authorization: AUTH, host: HOST })).toBeUndefined();
    expect(counter.pending).toBe(2);
    counter.bucket = 40;
    counter.dayNo -= 1; // the service's thread has not moved the counter to today yet
    expect(front.answer(URL, { authorization: AUTH, host: HOST })).toBeUndefined();
    expect(counter.pending).toBe(2);
  });

  it("forgets every answer when the service's data changes", () => {
    const { front } = setUp("unlimited", 1000);
    front.forget();
    expect(front.answer(URL, { authorization: AUTH, host: HOST })).toBeUndefined();
    expect(front.size).toBe(0);
  });
});
