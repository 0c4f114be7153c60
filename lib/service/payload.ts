import type { z } from "zod";
import { badRequest } from "./errors";

/**
 * A POST operation's body checked against its schema, typed by it; every issue (up to 20) named by its
 * place in the body ("body.playerMetricRequests[0].metricCodes"). The HTTP layer has already read the
 * JSON and refused it when too large; the handler that knows its schema calls this.
 */
export function payloadOf<S extends z.ZodType>(schema: S, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues.slice(0, 20).map((i) => ({
      parameter: ["body", ...i.path.map((k) => (typeof k === "number" ? `[${k}]` : `.${String(k)}`))]
        .join("")
        .replace(/^body\./, "body."),
      message: `${i.path.length ? i.path.join(".") : "body"}: ${i.message}`,
    })),
  );
}
