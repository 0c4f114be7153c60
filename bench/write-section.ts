import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Replaces (or appends) one section of BENCHMARKS.md, from its `## title` line through its
 * `<!-- name:end -->` marker: what a bench script run alone does, without re-running everything else.
 */
export function writeSection(title: string, name: string, section: string): void {
  const file = path.resolve(import.meta.dirname, "..", "BENCHMARKS.md");
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(`## ${title}\n<!-- ${name}:start`);
  const endMark = `<!-- ${name}:end -->\n`;
  const end = text.indexOf(endMark);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + endMark.length)
      : `${text.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
}
