import "server-only";

/**
 * Does a build's share of the plan leave it more than a call a millisecond? No real plan does; the
 * embedded service's own client does (server.ts gives it 100,000 a second): the app is then talking
 * to itself, and its largest builds ask the service past the upstream from worker threads (the
 * records' quarter scores: quarters-offload.ts; a season's splits: splits-offload.ts).
 */
export const isUnrationed = (callsASecond: number) => callsASecond > 1000;
