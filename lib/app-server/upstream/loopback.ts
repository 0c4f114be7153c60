import "server-only";

/**
 * Whether the data service is on this machine (the embedded service, or one beside the app). Its
 * answers are then asked for uncompressed: compressing them costs the service more than the bytes
 * cost on loopback, and unpacking them costs the app again (a season build's answer is ~11 MB of
 * JSON a match, brotli both ways on every call).
 */
export function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}
