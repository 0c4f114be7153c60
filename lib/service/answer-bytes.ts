import { PlayerStatsRequestSchema } from "@/lib/contract";
import { OP } from "@/lib/contract/operations";
import { payloadInput, runHandler, type HandlerBase, type ServedRequest } from "./handlers";
import { cellPayloadBytes } from "./resources/events/cell-payload";
import { answerJson } from "./resources/events/payload-json";
import { playerPayloadBody } from "./resources/events/payload-statistics";

/**
 * An answer's JSON bytes, wherever it is computed (this thread or the statistics worker: both call
 * this, so their bytes are the same). The player statistics POST of whole-match and quarter-zone filters, a season build's
 * (issue 25), is written straight from the match's cell values (cell-payload.ts); any other player statistics POST from
 * its handler's objects by payload-json.ts's writer; every other answer by JSON.stringify.
 */
export function answerBytes(request: ServedRequest, base: HandlerBase): Buffer {
  if (request.id === OP.postPlayerStatistics) {
    const { body, m, me } = payloadInput(PlayerStatsRequestSchema, { ...base, p: request.params });
    const tier = base.caller.tier;
    return (
      cellPayloadBytes(base.ctx, m, me, body, tier) ??
      answerJson(request.id, playerPayloadBody(base.ctx, m, me, body, tier))
    );
  }
  return answerJson(request.id, runHandler(request, base));
}
