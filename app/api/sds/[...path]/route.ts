import { currentUser } from "@/lib/app-server/auth/auth";
import { proxyRequest } from "@/lib/app-server/upstream/proxy-request";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // The session is read only when needed, once: for event-level operations, which need a coach or
  // analyst, and for a new call, which the signed-in account's allowance pays for.
  let session: ReturnType<typeof currentUser> | undefined;
  const user = () => (session ??= currentUser());
  return proxyRequest(
    (await params).path,
    new URL(req.url).searchParams,
    async () => (await user())?.role ?? null,
    req.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
    () => user().catch(() => null),
  );
}
