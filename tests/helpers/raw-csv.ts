import { readFileSync } from "node:fs";
import path from "node:path";

// The tests' own reading of the raw source files: deliberately not the project's parser or loader, so
// that a misread column in the code under test cannot be misread the same way on the expected side.

/** Splits one CSV line; fields may be quoted ("a, b") with doubled quotes inside. */
function fields(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else {
      cur += ch;
    }
  }
  out.push(cur);
  return out;
}

/** Rows of data/afl/<file> keyed by the header's column names. */
export function readRawCsv(file: string): Record<string, string>[] {
  const text = readFileSync(path.join(process.cwd(), "data/afl", file), "utf8");
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l !== "");
  const names = fields(header);
  return lines.map((line) => {
    const values = fields(line);
    if (values.length !== names.length) throw new Error(`${file}: ${values.length} fields in ${line}`);
    return Object.fromEntries(names.map((n, i) => [n, values[i]]));
  });
}
