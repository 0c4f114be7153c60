// Replays a completed match as if live: `npm run replay -- 2024216` (starting now),
// `npm run replay -- 2024216 2026-11-22T09:30:00Z`, `npm run replay -- --clear`. A running service
// picks the change up within a few seconds (it reads DATA_DIR/replays.json).
import path from "node:path";
import { readReplayFile, writeReplayFile } from "../lib/service/replay";
import { helpIfAsked } from "../lib/lifecycle/command-help";

const USAGE = "usage: npm run replay -- <matchId> [ISO start time] | --clear";
helpIfAsked(process.argv.slice(2), USAGE);
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const [first, second] = process.argv.slice(2);
const read = readReplayFile(dataDir);
if (!read && first !== "--clear") {
  console.error(`${dataDir}/replays.json cannot be read as replays: fix it, or start again with --clear`);
  process.exit(2);
}
const replays = read ?? new Map<number, number>();
if (first === "--clear") {
  writeReplayFile(dataDir, new Map());
  console.log("no match is being replayed");
} else if (first && /^\d{1,10}$/.test(first)) {
  const start = second ? Date.parse(second) : Date.now();
  if (Number.isNaN(start)) {
    console.error(`not a time: ${second} (use ISO 8601, e.g. 2026-11-22T09:30:00Z)`);
    process.exit(2);
  }
  replays.set(Number(first), start);
  writeReplayFile(dataDir, replays);
  console.log(`match ${first} replays from ${new Date(start).toISOString()}`);
} else {
  console.error(USAGE);
  process.exit(2);
}
