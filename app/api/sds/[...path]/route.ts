import { proxyRequest } from "@/lib/server/proxy-request";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return proxyRequest((await params).path, new URL(req.url).searchParams);
}
