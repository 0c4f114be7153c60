import { describe, expect, it } from "vitest";
import { isLoopback } from "./loopback";

describe("isLoopback", () => {
  it("names the addresses of this machine", () => {
    for (const u of [
      "http://127.0.0.1:3000",
      "http://localhost:3210/",
      "http://[::1]:80",
      "http://127.1.2.3",
    ])
      expect(isLoopback(u), u).toBe(true);
  });
  it("and nothing else, however alike", () => {
    for (const u of [
      "https://api.example.com",
      "http://10.0.0.1:3000",
      "http://127.0.0.1.example.com",
      "http://localhost.example",
    ])
      expect(isLoopback(u), u).toBe(false);
  });
});
