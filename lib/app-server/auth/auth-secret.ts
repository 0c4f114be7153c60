import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The sign-in session key. Required outside demo mode; in demo mode made once and kept in the data
 * directory (never in the repository), so sessions survive a restart.
 */
export function resolveAuthSecret(opts: { demo: boolean; dataDir: string; env?: string }): string {
  if (opts.env) return opts.env;
  if (!opts.demo)
    throw new Error(
      "AUTH_SECRET must be set (32+ random characters) when SDS_BASE_URL points to another service",
    );
  const file = path.join(opts.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(opts.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
