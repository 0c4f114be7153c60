import "server-only";
import { appDb } from "@/lib/app-server/app-db";
import type { KnownIdsKeep } from "./known-ids";
import { isLoopback } from "../upstream/loopback";
import { createMatchAnswers } from "./match-answers";

// The index of known ids kept in the app's database (in match_answers, under its own operation name, as
// the history's seasons are), by the service it indexes: the embedded one (whatever port it is on this
// time) or an outside service's address. What it holds is checked as it is read (keptIndexOf): a row
// an earlier version kept, in another shape, is built anew and replaced.
const OPERATION = "known-ids";
const ROW = 0;
const STORED = "index";

export function knownIdsKeep(baseUrl: string): KnownIdsKeep {
  const service = isLoopback(baseUrl) ? "embedded" : baseUrl;
  const answers = async () => createMatchAnswers(await appDb());
  return {
    async load() {
      const rows = await (await answers()).parts(OPERATION, service, new Map([[ROW, STORED]]), { body: [] });
      const body = rows.get(ROW)?.body;
      return body ? (JSON.parse(body) as unknown) : null;
    },
    async save(index) {
      await (await answers()).put(OPERATION, service, ROW, STORED, JSON.stringify(index));
    },
  };
}
