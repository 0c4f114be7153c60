// `npm run structure`: the counts ARCHITECTURE.md keeps of the house's shape (issue 27), read from the
// sources with the TypeScript parser: the routes' sizes, operation codes written as E-number literals
// outside the contract, and in-app addresses (fragments too) written inline instead of through
// lib/links.ts. Long and branching functions are ESLint's to count (max-lines-per-function, complexity). With --write it replaces the section between the markers in ARCHITECTURE.md; with
// --check (a step of scripts/static-checks.sh) it fails, naming each, when a count kept at zero is not.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = process.cwd();
const PRODUCT = ["app", "features", "components", "lib", "proxy.ts", "server.ts"];
/** Where operation codes are the subject itself: the contract's table. */
const OP_CODE_HOMES = ["lib/contract/"];
const IN_APP =
  /^\/(matches|seasons|players|clubs|head-to-head|records|glossary|about|admin|login)(\/|\?|#|$)/;
// Service paths share their first segment with some app paths; these modules call the service.
const SERVICE_CALLERS = ["lib/service/", "lib/contract/", "lib/service/"];

function sourceFiles(entry: string, out: string[] = []): string[] {
  const full = path.join(ROOT, entry);
  if (statSync(full).isFile()) {
    if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(entry);
    return out;
  }
  for (const name of readdirSync(full)) sourceFiles(path.join(entry, name), out);
  return out;
}

interface Counts {
  routeLines: number[];
  largestRoute: string;
  opLiterals: string[];
  inlineAddresses: string[];
}

const isRoute = (f: string) =>
  f.startsWith("app/") && /(^|\/)(page|layout|route|opengraph-image|error|not-found)\.tsx?$/.test(f);

/** Whether a string's text is an address inside the app (a link, a redirect, a form's action). */
function inlineAddress(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return IN_APP.test(node.text) ? node.text : undefined;
  if (ts.isTemplateExpression(node)) return IN_APP.test(node.head.text) ? node.getText() : undefined;
  return undefined;
}

function scan(file: string, counts: Counts) {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const line = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  if (isRoute(file)) {
    const lines = text.split("\n").length;
    counts.routeLines.push(lines);
    if (lines === Math.max(...counts.routeLines)) counts.largestRoute = `${file} (${lines})`;
  }
  const opHome = OP_CODE_HOMES.some((p) => file.startsWith(p));
  const callsService = SERVICE_CALLERS.some((p) => file.startsWith(p)) || file === "lib/links.ts";
  const visit = (node: ts.Node) => {
    if (
      !opHome &&
      ts.isStringLiteral(node) &&
      /^E\d{1,2}$/.test(node.text) &&
      !ts.isImportDeclaration(node.parent)
    )
      counts.opLiterals.push(`${file}:${line(node.getStart())} ${node.text}`);
    if (!callsService && !ts.isImportDeclaration(node.parent)) {
      const address = inlineAddress(node);
      if (address !== undefined) counts.inlineAddresses.push(`${file}:${line(node.getStart())} ${address}`);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sf, visit);
}

export function structureCounts(): Counts {
  const counts: Counts = {
    routeLines: [],
    largestRoute: "",
    opLiterals: [],
    inlineAddresses: [],
  };
  for (const entry of PRODUCT) for (const f of sourceFiles(entry)) scan(f, counts);
  return counts;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function report(c: Counts): string {
  return [
    "| Count | Now |",
    "| --- | --- |",
    `| Route files in app/ | ${c.routeLines.length} |`,
    `| Their lines: median, largest | ${median(c.routeLines)}, ${c.largestRoute} |`,
    `| Operation codes as literals outside lib/contract | ${c.opLiterals.length} |`,
    `| In-app addresses written inline (not lib/links.ts) | ${c.inlineAddresses.length} |`,
  ].join("\n");
}

const BEGIN = "<!-- structure-counts:begin (npm run structure -- --write) -->";
const END = "<!-- structure-counts:end -->";

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const counts = structureCounts();
  const table = report(counts);
  console.log(table);
  for (const x of [...counts.opLiterals, ...counts.inlineAddresses]) console.log(`  ${x}`);
  if (process.argv.includes("--write")) {
    const doc = readFileSync("ARCHITECTURE.md", "utf8");
    const a = doc.indexOf(BEGIN);
    const b = doc.indexOf(END);
    if (a < 0 || b < a) throw new Error(`ARCHITECTURE.md lacks the markers ${BEGIN} … ${END}`);
    writeFileSync("ARCHITECTURE.md", `${doc.slice(0, a + BEGIN.length)}\n\n${table}\n\n${doc.slice(b)}`);
    // The table as prettier lays it out, so `npm run format:check` stays green.
    execFileSync("npx", ["prettier", "--write", "ARCHITECTURE.md"], { stdio: "ignore" });
  }
  // Kept at zero, each: a new one fails the static checks, named.
  const kept = [...counts.opLiterals, ...counts.inlineAddresses];
  if (process.argv.includes("--check") && kept.length > 0) {
    console.error(
      "structure: operation codes or in-app addresses written inline (use lib/contract OP, lib/links.ts):",
    );
    for (const x of kept) console.error(`  ${x}`);
    process.exit(1);
  }
}
