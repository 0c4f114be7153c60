/**
 * Signs in through next-auth's own endpoints, as a form post would, and returns the cookies of the
 * session (for requests made without a browser).
 */
export async function sessionCookie(base: string, email: string, password: string): Promise<string> {
  const { csrfToken, cookie: csrfCookie } = await csrfOf(base);
  let cookie = csrfCookie;
  const r = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/" }),
  });
  cookie +=
    "; " +
    r.headers
      .getSetCookie()
      .map((s) => s.split(";")[0])
      .join("; ");
  return cookie;
}

/** next-auth's CSRF token and the cookie that carries its pair, as a sign-in form post needs them. */
export async function csrfOf(base: string): Promise<{ csrfToken: string; cookie: string }> {
  const c = await fetch(`${base}/api/auth/csrf`);
  const cookie = c.headers
    .getSetCookie()
    .map((s) => s.split(";")[0])
    .join("; ");
  const { csrfToken } = (await c.json()) as { csrfToken: string };
  return { csrfToken, cookie };
}
