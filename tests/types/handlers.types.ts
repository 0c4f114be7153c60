// Compile-time tests of the service's handler table (run by `tsc`, not by vitest): every expected error
// below must occur, or the typecheck fails. Each handler's input is typed by its contract row (path
// parameters from the path template, the query from the descriptors) and its answer by the response
// schema, so a handler that drifts from the contract fails to compile rather than at run time.
import type { HANDLERS, HandlerInput, Handlers } from "@/lib/service/handlers";
import type { ParamsOf, QueryOf } from "@/lib/contract";
import { OP } from "@/lib/contract";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const is = <T extends true>(t: T) => t;

// The table has every served operation: one missing fails.
// @ts-expect-error the match details have no handler
export const missing: Handlers = {} as Omit<typeof HANDLERS, typeof OP.getMatch>;

// A handler answering another operation's shape fails.
export const wrongAnswer: Partial<Handlers> = {
  // @ts-expect-error the score by period is no ladder
  [OP.getMatchScore]: () => ({ ladder: [] }),
};

// The player statistics POST answers its writer's bytes (payload-json.ts), not an object of its own.
export const objectAnswer: Partial<Handlers> = {
  // @ts-expect-error an object of the answer's shape is not the writer's bytes
  [OP.postPlayerStatistics]: () => ({ playerStatistics: [], playerMetricRequests: [] }),
};

// A handler cannot read a parameter its path or its descriptors do not declare.
export const unknownParameter: Partial<Handlers> = {
  // @ts-expect-error the match details' path has no seasonId
  [OP.getMatch]: ({ p }) => p.seasonId,
};

// Parsed queries are typed from the descriptors: lists, enums, defaults and requirements.
is<Equal<QueryOf<typeof OP.getPlayerStatistics>["period"], number[] | undefined>>(true);
is<
  Equal<
    QueryOf<typeof OP.getPlayerStatistics>["zone"],
    ("D50" | "DM" | "MID" | "CB" | "AM" | "F50")[] | undefined
  >
>(true);
is<Equal<QueryOf<typeof OP.getPlayerAvailability>["page"], number>>(true); // a default makes it always present
is<Equal<QueryOf<typeof OP.getTimeCodedStatistics>["metric"], string[]>>(true); // required
is<Equal<HandlerInput<typeof OP.getLadderAfterRound>["p"], ParamsOf<typeof OP.getLadderAfterRound>>>(true);
is<Equal<keyof ParamsOf<typeof OP.getLadderAfterRound>, "leagueId" | "levelId" | "seasonId" | "roundNumber">>(
  true,
);
// @ts-expect-error a wrong expectation fails too (the check itself can fail)
is<Equal<QueryOf<typeof OP.getPlayerStatistics>["period"], number[]>>(true);
