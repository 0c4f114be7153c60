import { describe, expect, it } from "vitest";
import { toProblem, badRequest, ServiceError } from "@/lib/service/errors";
import { problemJson, problemResponse } from "./problem";

describe("the one problem+json of the app and the service", () => {
  it("has type, title, status and detail, and errors only when there are some", () => {
    expect(JSON.parse(problemJson({ status: 404, title: "Not Found", detail: "No such match" }))).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: "No such match",
    });
    const errors = [{ parameter: "period", message: "period must be 1 to 4" }];
    expect(
      JSON.parse(problemJson({ status: 400, title: "Bad Request", detail: "d", errors })).errors,
    ).toEqual(errors);
  });

  it("is what the data service answers for its errors, and for anything unexpected a 500 that says nothing inside", () => {
    const p = toProblem(badRequest([{ parameter: "zone", message: "zone must be one of D50, DM" }]));
    expect(p.status).toBe(400);
    expect(p.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(p.body)).toEqual({
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: "zone must be one of D50, DM",
      errors: [{ parameter: "zone", message: "zone must be one of D50, DM" }],
    });
    const hidden = toProblem(new Error("stack details"));
    expect(JSON.parse(hidden.body)).toMatchObject({ type: "about:blank", status: 500 });
    expect(hidden.body).not.toContain("stack details");
    const refused = toProblem(new ServiceError(403, "Forbidden", "no", undefined, { "x-a": "1" }));
    expect(refused.headers).toEqual({ "content-type": "application/problem+json", "x-a": "1" });
  });

  it("answers as a Response with its status, media type and extra headers", async () => {
    const r = problemResponse(
      { status: 429, title: "Too Many Requests", detail: "slow down" },
      { "retry-after": "3" },
    );
    expect(r.status).toBe(429);
    expect(r.headers.get("content-type")).toBe("application/problem+json");
    expect(r.headers.get("retry-after")).toBe("3");
    expect(await r.json()).toMatchObject({ title: "Too Many Requests", detail: "slow down" });
  });
});
