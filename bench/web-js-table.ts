// First-load JavaScript as a BENCHMARKS.md table (the season pages' and the match views' alike).
import type { PageJs } from "./web-types";

const kib = (n: number) => (n / 1024).toFixed(1);

/** The budget: first-load JavaScript per page, transferred (Recharts included where drawn). */
export const JS_BUDGET_KIB = 200;

export function jsTable(js: PageJs[]): string {
  const rows = [
    `| page | scripts | JS transfer KiB | target | met | of which Recharts KiB | JS decoded KiB | of which after the HTML's own: scripts, transfer / decoded KiB | HTML transfer / decoded KiB |`,
    "|---|---:|---:|---:|---|---:|---:|---:|---:|",
  ];
  for (const p of js) {
    const status = p.status === 200 ? "" : ` (HTTP ${p.status})`;
    rows.push(
      `| \`${p.page}\`${status} | ${p.scripts} | ${kib(p.jsTransfer)} | ≤ ${JS_BUDGET_KIB}` +
        ` | ${p.jsTransfer / 1024 <= JS_BUDGET_KIB ? "yes" : "no"}` +
        ` | ${p.rechartsTransfer ? kib(p.rechartsTransfer) : "not loaded"} | ${kib(p.jsDecoded)}` +
        ` | ${p.laterScripts}, ${kib(p.laterTransfer)} / ${kib(p.laterDecoded)} | ${kib(p.htmlTransfer)} / ${kib(p.htmlDecoded)} |`,
    );
  }
  return rows.join("\n");
}
