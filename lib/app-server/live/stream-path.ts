// The live stream's address, /api/live/matches/{id}/stream (lib/links.ts builds it for the pages):
// answered by the app's own server ahead of Next (server.ts). stream-path.test.ts ties the two.

const PREFIX = "/api/live/matches/";
const PATH = /^\/api\/live\/matches\/(\d{1,10})\/stream(?:\?.*)?$/;

/** Whether a request's address is the live stream's to answer (anything under its prefix). */
export const isLiveStreamPath = (url: string) => url.startsWith(PREFIX);

/** The match a stream address names, or null when it names none. */
export function streamMatchId(url: string): number | null {
  const m = PATH.exec(url);
  return m ? Number(m[1]) : null;
}
