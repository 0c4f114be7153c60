import "server-only";
import { CredentialsSignin } from "next-auth";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { createAttemptGuard, type AttemptGuard } from "@/lib/security/throttle";

// One guard a process (module copies in several route bundles share it through globalThis).
const KEY = Symbol.for("footy.sign-in-guard");
type Holder = { [KEY]?: AttemptGuard };

/** Five wrong passwords an account, twenty an address, in 15 minutes. */
export const signInGuard = () =>
  ((globalThis as Holder)[KEY] ??= createAttemptGuard({
    perAccount: 5,
    perAddress: 20,
    windowMs: 15 * 60_000,
  }));

/** The front server's record of where a request came from (server.ts sets it; clients cannot). */
export const requestAddress = (headers: Headers) => headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";

/** Sign-in refused without checking the password: too many failures. */
export class ThrottledSignIn extends CredentialsSignin {
  code = "throttled";
  constructor(readonly retryAfter: number) {
    super();
  }
}
