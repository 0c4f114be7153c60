import "server-only";
import { z } from "zod";

const EnvSchema = z.object({
  SDS_BASE_URL: z.string().url().optional(),
  SDS_AUTH_URL: z.string().url().optional(),
  SDS_INTERNAL_URL: z.string().url().optional(),
  SDS_CLIENT_ID: z.string().min(1),
  SDS_CLIENT_SECRET: z.string().min(1),
  SDS_AUDIENCE: z.string().optional(),
});

export interface UpstreamEnv {
  baseUrl: string; // without /v1
  authUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string;
}

/**
 * Where the data service is and how to authenticate. Unset SDS_BASE_URL means the embedded service of
 * this process, which server.ts publishes as SDS_INTERNAL_URL (loopback) with the client it registered.
 */
export function upstreamEnv(env: Record<string, string | undefined> = process.env): UpstreamEnv {
  const e = EnvSchema.safeParse(env);
  if (!e.success) {
    throw new Error(
      `Data service configuration: ${e.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  }
  const trim = (u: string) => u.replace(/\/+$/, "");
  const base = trim(e.data.SDS_BASE_URL ?? e.data.SDS_INTERNAL_URL ?? "http://127.0.0.1:3000");
  return {
    baseUrl: base,
    authUrl: trim(e.data.SDS_AUTH_URL ?? base),
    clientId: e.data.SDS_CLIENT_ID,
    clientSecret: e.data.SDS_CLIENT_SECRET,
    audience: e.data.SDS_AUDIENCE ?? `${base}/`,
  };
}
