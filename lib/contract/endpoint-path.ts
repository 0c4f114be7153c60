import { OPERATION_BY_ID, type Operation, type OperationId } from "./operations";

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

/** The path (relative to /v1) of operation `id` with these parameters: `operationPath(OP.getMatchScore, { matchId })`. */
export function operationPath(id: OperationId, params: Readonly<Record<string, number | string>>): string {
  return endpointPath(OPERATION_BY_ID.get(id)!, params);
}
