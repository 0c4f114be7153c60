// Creates or updates an account of the web app: the only way to make accounts outside demo mode.
//   npm run create-user -- --email coach@club.example --role coach   (password from USER_PASSWORD or stdin)
//   npm run create-user -- --email coach@club.example --disable       (no password; saving again re-enables)
import path from "node:path";
import { parseArgs } from "node:util";
import { openAppDb } from "@/lib/app-server/app-db";
import { holdDataDirOrExit } from "@/lib/db/data-dir-lock";
import { exitIfDataDirUnreadable } from "../lib/db/data-dir-error";
import { exitIfUnreachable } from "../lib/db/wait-for-database";
import { disableUser, NewUserSchema, upsertUser } from "@/lib/app-server/auth/users";
import { stopOnSignals } from "../lib/lifecycle/graceful-stop";
import { helpIfAsked } from "../lib/lifecycle/command-help";
import type { Db } from "../lib/db/db";

// Stopped part way (Ctrl-C, SIGTERM): the database is closed (within 10 s), and the account is saved
// only if the line saying so was printed (the write is one statement: all of it or nothing).
const open: { db?: Db } = {};
stopOnSignals(async (stopping) => void (await stopping.upTo("the app's database", open.db?.close())), {
  name: "create-user",
  log: (m) => console.error(m),
  code: 1,
});

const USAGE =
  "usage: npm run create-user -- --email ADDRESS [--role fan|coach|analyst|admin] [--disable] (password from USER_PASSWORD or stdin)";
helpIfAsked(process.argv.slice(2), USAGE);
const values = readArgs();
if (!values.email) refuse(["email: required (--email ADDRESS)"]);
const password = values.disable ? "unused-password" : (process.env.USER_PASSWORD ?? (await readStdin()));
const parsed = NewUserSchema.safeParse({ email: values.email, role: values.role, password });
if (!parsed.success) refuse(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
// The embedded database is this command's while it works, or it says who has it (the app) and stops.
if (!process.env.DATABASE_URL) holdDataDirOrExit(path.resolve(process.env.DATA_DIR ?? ".data"), 3);
const db = await openAppDb()
  .catch(exitIfDataDirUnreadable)
  .catch(exitIfUnreachable(process.env.DATABASE_URL, "No account saved"));
open.db = db;
if (values.disable) {
  const found = await disableUser(db, parsed.data.email);
  await db.close();
  console.log(found ? `account ${parsed.data.email} disabled` : `no account ${parsed.data.email}`);
  process.exit(found ? 0 : 4);
}
const user = await upsertUser(db, parsed.data);
await db.close();
console.log(`account ${user.email} (${user.role}) saved`);

/** The command line's options; one that is not known, or a value missing, is refused with the usage. */
function readArgs() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        role: { type: "string", default: "fan" },
        disable: { type: "boolean", default: false },
      },
    }).values;
  } catch (err) {
    return refuse([err instanceof Error ? err.message : String(err)]);
  }
}

function refuse(lines: string[]): never {
  console.error([...lines, USAGE].join("\n"));
  process.exit(2);
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) console.error("password (end with Enter, then Ctrl-D):");
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8").trim();
}
