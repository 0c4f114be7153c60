import { describe, expect, it } from "vitest";
import { NewUserSchema } from "./users";

describe("a new account's fields", () => {
  it("keeps the email trimmed and in lower case", () => {
    const u = NewUserSchema.parse({ email: "  Coach@Club.Example ", password: "0123456789", role: "coach" });
    expect(u.email).toBe("coach@club.example");
  });

  it("names each field that is wrong", () => {
    const r = NewUserSchema.safeParse({ email: "coach", password: "012345678", role: "boss" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "email: email must be an email address",
      "password: password must have at least 10 characters",
      "role: role must be one of fan, coach, analyst, admin",
    ]);
    const long = NewUserSchema.safeParse({
      email: `${"a".repeat(195)}@x.example`,
      password: "p".repeat(201),
      role: "fan",
    });
    // Each refused, whatever the first of its rules it breaks.
    expect(long.error!.issues.map((i) => i.path.join("."))).toEqual(["email", "password"]);
    expect(long.error!.issues[1].message).toBe("password must have at most 200 characters");
  });
});
