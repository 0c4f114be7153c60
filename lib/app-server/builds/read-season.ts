import "server-only";
import type { Fixture, Ladder } from "@/lib/contract";
import type { HistSeason } from "@/lib/history/all-time";
import { seasonFromService } from "@/lib/history/from-service";
import { OP } from "@/lib/contract/operations";
import { operationPath } from "@/lib/contract/endpoint-path";

/**
 * A season of the all-time summary (history-summary.ts) from two calls: its fixture (every match's
 * score, round and type) and its ladder (the finishes). A fixture that fails fails the season; a
 * ladder that fails is a season without finishes (none of its rounds played yet).
 */
export async function readSeason(
  call: (path: string) => Promise<unknown>,
  seasonId: number,
): Promise<HistSeason> {
  const fixture = (await call(operationPath(OP.getMainFixture, { seasonId }))) as Fixture;
  const ladder = (await call(operationPath(OP.getMainLadder, { seasonId })).catch(
    () => null,
  )) as Ladder | null;
  return seasonFromService(fixture, ladder);
}
