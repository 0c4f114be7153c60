import type { IncomingMessage } from "node:http";
import { badRequest, ServiceError } from "./errors";
import { readBody } from "./http-io";

// Payload-driven statistics: over 64 KiB or 100 request entries is a 413 (api-contract.md).
export const MAX_PAYLOAD_BYTES = 64 * 1024;
export const MAX_PAYLOAD_ENTRIES = 100;

/**
 * Reads a JSON request body: the content type, the size, JSON syntax and the count of request entries
 * (413 over 100); the handler checks it against its schema (`payloadOf`).
 */
export async function readPayload(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) {
    throw badRequest([{ parameter: "body", message: "Content-Type must be application/json" }]);
  }
  const text = await readBody(req, MAX_PAYLOAD_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest([{ parameter: "body", message: "The body is not valid JSON" }]);
  }
  const list = typeof json === "object" && json !== null ? Object.values(json)[0] : undefined;
  if (Array.isArray(list) && list.length > MAX_PAYLOAD_ENTRIES) {
    throw new ServiceError(
      413,
      "Payload Too Large",
      `At most ${MAX_PAYLOAD_ENTRIES} request entries; got ${list.length}`,
    );
  }
  return json;
}
