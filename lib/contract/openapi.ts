import { z } from "zod";
import { ENDPOINTS, type Endpoint } from "./endpoints";
import { pathParams } from "./operations";
import type { QueryParam } from "./params";
import { MAX_ID } from "./params";
import { ProblemSchema } from "./schemas/common";
import { TokenRequestSchema, TokenResponseSchema } from "./schemas/metrics";

export const API_VERSIONS = ["1.68.0", "1.51.0"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

function inVersion(since: string | undefined, version: ApiVersion): boolean {
  return version === "1.68.0" || since !== "1.68.0";
}

function querySchema(p: QueryParam): Record<string, unknown> {
  switch (p.kind) {
    case "int":
      return { type: "integer", minimum: p.min ?? 0, maximum: p.max ?? MAX_ID, default: p.default };
    case "int[]":
      return { type: "array", items: { type: "integer", minimum: p.min ?? 0, maximum: p.max ?? MAX_ID } };
    case "bool":
      return { type: "boolean", default: p.default };
    case "enum":
      return { type: "string", enum: [...p.values], default: p.default };
    case "enum[]":
      return { type: "array", items: { type: "string", enum: [...p.values] } };
    case "text[]":
      return { type: "array", items: { type: "string", maxLength: 200 } };
    case "code":
      return { type: "string", pattern: "^[A-Za-z0-9_]{1,64}$" };
    case "code[]":
      return { type: "array", items: { type: "string", pattern: "^[A-Za-z0-9_]{1,64}$" } };
  }
}

const problem = { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } };
const STATUS_TEXT: Record<number, string> = {
  400: "A parameter or the body is malformed; `errors` names each one",
  403: "Missing, invalid or expired token, or a metric tier too low",
  404: "No such resource or path",
  413: "Request payload too large (over 64 KiB or 100 entries)",
  414: "Request address too long (over 8 KiB)",
  429: "Daily quota or rate exceeded; see Retry-After",
};

// RFC 6750's challenge tells a refused token (renew it) from a refused tier (a new token would not help).
const TOKEN_CHALLENGE = {
  "WWW-Authenticate": {
    description:
      'Present only when the token itself is refused: `Bearer error="invalid_token"` (expired, invalid, ' +
      'another audience) or `Bearer error="invalid_request"` (missing or malformed header). Absent for a ' +
      "tier or licence refusal, which a new token would not change.",
    schema: { type: "string" },
  },
};

function operation(e: Endpoint, version: ApiVersion) {
  const parameters = [
    ...pathParams(e.path).map((name) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "integer", minimum: 0, maximum: MAX_ID },
    })),
    ...Object.entries(e.query)
      .filter(([, p]) => inVersion(p.since, version))
      .map(([name, p]) => ({
        name,
        in: "query",
        required: p.required ?? false,
        description: p.description,
        ...(p.kind.endsWith("[]") ? { style: "form", explode: true } : {}),
        schema: querySchema(p),
      })),
  ];
  const responses: Record<string, unknown> = {
    200: {
      description: "OK",
      content: {
        "application/json": { schema: z.toJSONSchema(e.response, { io: "output", unrepresentable: "any" }) },
      },
    },
  };
  for (const s of e.statuses)
    if (s !== 200) responses[s] = { description: STATUS_TEXT[s] ?? "Error", content: problem };
  if (responses[403]) responses[403] = { ...(responses[403] as object), headers: TOKEN_CHALLENGE };
  return {
    operationId: e.operationId,
    summary: e.id.startsWith("E") ? `${e.id}: ${e.summary}` : e.summary,
    description: `Lowest metric tier: ${e.tier}.`,
    security: [{ bearer: [] }],
    parameters,
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: z.toJSONSchema(e.body, { io: "input", unrepresentable: "any" }) },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of one interface version, generated from the endpoint table. */
export function buildOpenApi(version: ApiVersion, serverUrl = "/") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of ENDPOINTS) {
    if (!inVersion(e.since, version)) continue;
    const p = `/v1${e.path}`;
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = operation(e, version);
  }
  paths["/oauth/token"] = {
    post: {
      operationId: "issueToken",
      summary: "Client-credentials token (at the token issuer's address)",
      security: [],
      requestBody: {
        required: true,
        content: { "application/json": { schema: z.toJSONSchema(TokenRequestSchema) } },
      },
      responses: {
        200: {
          description: "Token",
          content: { "application/json": { schema: z.toJSONSchema(TokenResponseSchema) } },
        },
        400: { description: "invalid_request or unsupported_grant_type (OAuth error body)" },
        401: { description: "invalid_client (OAuth error body)" },
        429: { description: "The client already holds 10 unexpired tokens" },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Sports Data Service (embedded, self-hostable)",
      version,
      description:
        "Read-only football data: leagues, seasons, fixtures, ladders, squads, players and matches. " +
        "Errors are application/problem+json. Data: AFL Tables via AFL-Data-Analysis (MIT); demo data.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Problem: z.toJSONSchema(ProblemSchema) },
    },
    paths,
  };
}
