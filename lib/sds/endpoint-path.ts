import type { Operation } from "./operations";

/**
 * Fills an operation's path template (relative to /v1). Every placeholder is an identifier, so encoding
 * the value is enough. The browser's data layer and the server share it, so no path is written twice.
 */
export function endpointPath(
  e: Pick<Operation, "id" | "path">,
  params: Readonly<Record<string, number | string>>,
): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${e.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
