// A reconnect storm (the live crowd bench): `n` viewers hold a live match's stream, the app is stopped
// (SIGTERM, as a deploy does) and started again on the same port and data; every viewer comes back by
// itself, as EventSource does, after the `retry` the stream gave it (2–10 s). Measured: how long the app
// was away, when every viewer stood on the new feed (its snapshot: the match as it is now, so nothing
// the restart hid is missing), and every change after that reaching every viewer.
import {
  crowdOf,
  mergeArrivals,
  pct,
  scoresAllSaw,
  sum,
  type ScoreSeen,
  type ViewersStatus,
} from "./live-viewer-procs";
import type { App } from "./web-app";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Viewers standing on a feed other than `oldEpochs`' and the latest first message among them. */
function onNewFeed(statuses: ViewersStatus[], oldEpochs: Set<string>) {
  let n = 0;
  let last = 0;
  for (const s of statuses)
    for (const [epoch, e] of Object.entries(s.byEpoch)) {
      if (oldEpochs.has(epoch)) continue;
      n += e.n;
      last = Math.max(last, e.lastSince);
    }
  return { n, last };
}

export async function reconnectStorm(
  app: App,
  matchId: number,
  n: number,
  restart: (port: string) => Promise<App>,
  holdS: number,
  /** Where the changes of score every viewer saw after the storm are added. */
  scoresSeen: ScoreSeen[],
) {
  const procs = crowdOf(app.base, matchId, n);
  await sleep(Math.max(10_000, n / 2));
  const before = await Promise.all(procs.map((p) => p.status()));
  const oldEpochs = new Set(before.flatMap((s) => Object.keys(s.byEpoch)));
  const connectedBefore = before.reduce(
    (s, st) => s + Object.values(st.byEpoch).reduce((a, e) => a + e.n, 0),
    0,
  );

  const tStop = Date.now();
  await app.stop();
  const stopMs = Date.now() - tStop;
  const port = new URL(app.base).port;
  const next = await restart(port);
  const tReady = Date.now();

  // Every viewer on the new feed, or a minute gone.
  let back = { n: 0, last: 0 };
  while (Date.now() - tReady < 60_000) {
    back = onNewFeed(await Promise.all(procs.map((p) => p.status())), oldEpochs);
    if (back.n >= n) break;
    await sleep(500);
  }
  const tBack = Date.now();
  await sleep(holdS * 1000); // the changes after it, to every viewer
  const reports = await Promise.all(procs.map((p) => p.stop()));
  const merged = mergeArrivals(reports, tBack);
  const after = [...merged.values()];
  scoresSeen.push(...scoresAllSaw(reports, merged, n));
  const connected = sum(reports, "connected");
  return {
    app: next,
    row: {
      n,
      connectedBefore,
      stopS: stopMs / 1000,
      awayS: (tReady - tStop) / 1000,
      back: back.n,
      backAfterReadyS: (back.last - tReady) / 1000,
      backAfterStopS: (back.last - tStop) / 1000,
      refused: sum(reports, "refused"),
      failures: sum(reports, "failures"),
      gaps: sum(reports, "gaps"),
      changesAfter: after.length,
      deliveredToAllAfter: after.filter((c) => c.n >= n).length,
      spreadP99Ms: pct(
        after.map((c) => c.last - c.first),
        0.99,
      ),
      connected,
    },
  };
}
