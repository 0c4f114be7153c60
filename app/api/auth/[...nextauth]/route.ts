import { handlers } from "@/lib/app-server/auth/auth";
import { requestAddress, signInGuard } from "@/lib/app-server/auth/sign-in-guard";
import { tooManyAttempts } from "@/lib/security/throttle";

export const { GET } = handlers;

/**
 * Sign-in posted straight to next-auth (scripts do this; the form uses a server action): a blocked
 * account or address gets a 429 with Retry-After before the password is looked at. Failures are
 * counted in `authorize`, whichever way they came.
 */
export async function POST(req: Request) {
  if (new URL(req.url).pathname.endsWith("/callback/credentials")) {
    const form = await req
      .clone()
      .formData()
      .catch(() => null);
    const email = String(form?.get("email") ?? "");
    const wait = signInGuard().retryAfter(email, requestAddress(req.headers));
    if (wait)
      return Response.json(
        { error: "too_many_attempts", message: tooManyAttempts(wait) },
        { status: 429, headers: { "retry-after": String(wait), "cache-control": "no-store" } },
      );
  }
  return handlers.POST(req as Parameters<typeof handlers.POST>[0]);
}
