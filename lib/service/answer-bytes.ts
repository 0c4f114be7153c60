import { runHandler, type HandlerBase, type ServedRequest } from "./handlers";
import { stringified } from "./resources/events/json-out";

/**
 * An answer's JSON bytes, wherever it is computed (this thread or the statistics worker: both call
 * this, so their bytes are the same): the handler's own when it writes them (the player statistics
 * POST's, payload-json.ts), else JSON.stringify's of its answer; either way in memory of their own.
 */
export function answerBytes(request: ServedRequest, base: HandlerBase): Buffer {
  const answer = runHandler(request, base);
  return Buffer.isBuffer(answer) ? answer : stringified(answer);
}
