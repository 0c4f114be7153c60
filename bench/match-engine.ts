// The match engine's costs: the first request for a match never seen before (events generated, then
// counted), and memory while every real match is requested in turn (it must stay flat).
import type { RunningService } from "@/tests/helpers/start-service";

export interface EngineResult {
  firstMs: number[]; // the player statistics latency for never-seen matches
  memory: { after: number; rssMb: number; heapMb: number }[];
}

const mb = (n: number) => Math.round(n / 1024 / 1024);

export async function benchMatchEngine(rs: RunningService, matchIds: number[]): Promise<EngineResult> {
  const firstMs: number[] = [];
  // Every 32nd match: spread over seasons, none requested before in this run.
  for (const id of matchIds.filter((_, i) => i % 32 === 5)) {
    const t0 = performance.now();
    const res = await rs.get(`/v1/matches/${id}/statistics/players?period=1&zone=F50`);
    await res.arrayBuffer();
    firstMs.push(performance.now() - t0);
  }
  const memory: EngineResult["memory"] = [];
  const sample = (after: number) => {
    global.gc?.();
    const m = process.memoryUsage();
    memory.push({ after, rssMb: mb(m.rss), heapMb: mb(m.heapUsed) });
  };
  sample(0); // heap figures are after a collection when Node runs with --expose-gc, else as found
  for (let i = 0; i < matchIds.length; i++) {
    const res = await rs.get(`/v1/matches/${matchIds[i]}/statistics/players`);
    await res.arrayBuffer();
    if ((i + 1) % 162 === 0 || i === matchIds.length - 1) sample(i + 1);
  }
  return { firstMs, memory };
}

export function engineSection(r: EngineResult): string {
  const sorted = [...r.firstMs].sort((a, b) => a - b);
  const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  const met = q(0.5) <= 300 ? "yes" : "no";
  return `## Match engine

- First request for a match never seen before (the player statistics with period and zone filters: the match's events are
  generated, then counted), ${r.firstMs.length} matches: p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${q(1)} ms
  (target ≤ 300 ms; met at the median: ${met}).
- Memory while the player statistics (every metric) is requested for all ${r.memory[r.memory.length - 1]?.after ?? 0} real matches in turn
  (the service keeps the events of the 24 latest matches and a byte-bounded answer cache):

| after matches | RSS MB | heap used MB |
|---:|---:|---:|
${r.memory.map((m) => `| ${m.after} | ${m.rssMb} | ${m.heapMb} |`).join("\n")}
`;
}
