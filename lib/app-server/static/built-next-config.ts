// A built app runs with the configuration its build resolved, handed to Next as Next's own standalone
// server hands it over (the build writes it to .next/required-server-files.json). Left to itself, Next
// would find next.config.ts and compile it with its SWC binary, which then stays loaded for the
// process's life (~24 MB resident and two threads of its own) though a built app compiles nothing.
// Next reads no .env files on this path; nothing here relies on them (the app's settings are its
// environment's, read by server.ts before Next starts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export function applyBuiltNextConfig(dir: string): void {
  const file = path.join(dir, ".next", "required-server-files.json");
  if (!existsSync(file)) return; // no build: Next's own start says so
  const { config } = JSON.parse(readFileSync(file, "utf8")) as { config?: object };
  if (!config) throw new Error(`${file} names no configuration: build the app again (npm run build)`);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
