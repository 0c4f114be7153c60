// Compile-time tests of the server-side client's typing (run by `tsc`, not by vitest): every expected
// error below must occur, or the typecheck fails. The answer's type comes from the operation's id, so
// an id and a type cannot disagree.
import type { sdsAnswer, sdsGet } from "@/lib/app-server/upstream/sds-client";
import type { GlossaryEntry, MatchScores } from "@/lib/contract";
import { OP } from "@/lib/contract";

declare const get: typeof sdsGet;
declare const answer: typeof sdsAnswer;
type Glossary = { metrics: GlossaryEntry[] };

export async function typedById() {
  const scores: MatchScores = await get(OP.getMatchScore, { matchId: 1 });
  const glossary: Glossary = (await answer(OP.getMetricGlossary)).data;
  // @ts-expect-error the score by period is not the glossary
  const wrong: Glossary = await get(OP.getMatchScore, { matchId: 1 });
  // @ts-expect-error there is no such operation
  await get("noSuchOperation");
  return [scores, glossary, wrong];
}
