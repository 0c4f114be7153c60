// Compile-time tests of the server-side client's typing (run by `tsc`, not by vitest): every expected
// error below must occur, or the typecheck fails. The answer's type comes from the operation's id, so
// an id and a type cannot disagree.
import type { sdsAnswer, sdsGet } from "@/lib/app-server/upstream/sds-client";
import type { GlossaryEntry, MatchScores } from "@/lib/contract";

declare const get: typeof sdsGet;
declare const answer: typeof sdsAnswer;
type Glossary = { metrics: GlossaryEntry[] };

export async function typedById() {
  const scores: MatchScores = await get("E11", { matchId: 1 });
  const glossary: Glossary = (await answer("E24")).data;
  // @ts-expect-error E11 answers a match's scores, not the glossary
  const wrong: Glossary = await get("E11", { matchId: 1 });
  // @ts-expect-error there is no operation E99
  await get("E99");
  return [scores, glossary, wrong];
}
