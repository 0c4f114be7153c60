// Writes the OpenAPI documents generated from the contract to public/openapi (they are also served
// live by the service at /openapi/<version>.json).
import { mkdirSync, writeFileSync } from "node:fs";
import { API_VERSIONS, buildOpenApi } from "../lib/contract/openapi";

mkdirSync("public/openapi", { recursive: true });
for (const v of API_VERSIONS) {
  writeFileSync(`public/openapi/${v}.json`, `${JSON.stringify(buildOpenApi(v), null, 2)}\n`);
  console.log(`public/openapi/${v}.json`);
}
