// The contract: zod schemas and the endpoint table. No React, no Next, no Node APIs: the browser,
// the proxy and the service all import from here.
export * from "./schemas/common";
export * from "./schemas/league";
export * from "./schemas/fixture";
export * from "./schemas/ladder";
export * from "./schemas/squad";
export * from "./schemas/match";
export * from "./schemas/metrics";
export * from "./operations";
export * from "./endpoints";
export * from "./endpoint-path";
export * from "./params";
export * from "./match-route";
export * from "./schemas/events";
export * from "./schemas/stats";
export * from "./resolve";
