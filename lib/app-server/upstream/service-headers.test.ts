import { describe, expect, it } from "vitest";
import { serviceHeaders } from "./service-headers";

describe("a call's headers to the data service", () => {
  it("carries the token and asks for JSON; plain bytes only of a service on this machine", () => {
    expect(serviceHeaders("t", { loopback: false })).toEqual({
      authorization: "Bearer t",
      accept: "application/json",
    });
    expect(serviceHeaders("t", { loopback: true })).toEqual({
      authorization: "Bearer t",
      accept: "application/json",
      "accept-encoding": "identity",
    });
  });

  it("names the payload's type only when one is sent", () => {
    expect(serviceHeaders("t", { loopback: false, payload: true })["content-type"]).toBe("application/json");
    expect(serviceHeaders("t", { loopback: false, payload: false })).not.toHaveProperty("content-type");
  });
});
