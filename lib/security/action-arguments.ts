/**
 * A server action's arguments as React's reply decoder (react-server-dom 19, decodeReply and
 * decodeAction) reads them: JSON parts named `prefix + id`, whose strings starting with `$` are tags
 * or references to other parts. What that decoder fails on, Next answers with its 500 page; this
 * finds it first, so the front door can answer 400 naming it.
 *
 * The rules are narrower than React's: our actions (sign-in and sign-out) take a state object and a
 * form, so a reference to a part is to a whole part (`$@n`, `$n`), and the tags for binary data,
 * streams, iterators, maps, sets and other actions are refused rather than checked.
 */
export type Part = (name: string) => FormDataEntryValue | null;

/** Deeper than this, React's reviver (recursive) is near the end of its stack: thousands overflow it. */
export const MAX_DEPTH = 256;
/** React's arraySizeLimit: the values in arrays and string lengths, references expanded. */
export const MAX_VALUES = 1_000_000;

const PLAIN = new Set(["$", "H", "I", "N", "-", "u", "D", "K"]);
const REFERENCE = /^\$(@?)([0-9a-f]+)$/; // lowercase, as React writes ids: "$A", "$B", "$D" are tags
const BIGINT = /^-?\d{1,300}$/;

interface Walk {
  part: Part;
  prefix: string;
  /** With the page's script Next gives the decoder temporary references ($T); without, it does not. */
  script: boolean;
  /** Read as it streams in (the script's multipart): the parts that arrived before the root. */
  beforeRoot: Set<string> | null;
  /** What to call a root that is not JSON, when it is the whole body rather than a field. */
  rootNotJson?: string;
  /** The parts being read, to refuse one that refers to itself. */
  open: Set<string>;
  /** Each part once read: a part referred to twice is parsed once and counts twice, as in React. */
  read: Map<string, { value: unknown; size: number }>;
}

class Refused extends Error {}

function readPart(walk: Walk, id: string, depth: number): { value: unknown; size: number } {
  const name = walk.prefix + id;
  const known = walk.read.get(name);
  if (known) return known;
  if (walk.open.has(name)) throw new Refused(`The part ${name} refers to itself`);
  const text = walk.part(name);
  if (typeof text !== "string")
    throw new Refused(`A server action's arguments refer to a part the body does not carry: ${name}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refused((id === "0" && walk.rootNotJson) || `The field ${name} is not JSON`);
  }
  walk.open.add(name);
  const read = { value, size: measure(walk, value, depth) };
  walk.open.delete(name);
  walk.read.set(name, read);
  return read;
}

/** The values `value` holds for React's limit, its references read and checked on the way. */
function measure(walk: Walk, value: unknown, depth: number): number {
  if (depth > MAX_DEPTH)
    throw new Refused(`A server action's arguments nest deeper than ${MAX_DEPTH} levels`);
  if (typeof value === "string") return measureString(walk, value, depth);
  if (typeof value !== "object" || value === null) return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  let size = Array.isArray(value) ? value.length : 0;
  for (const item of items) size += measure(walk, item, depth + 1);
  if (size > MAX_VALUES) throw new Refused(`A server action's arguments hold more than ${MAX_VALUES} values`);
  return size;
}

function measureString(walk: Walk, text: string, depth: number): number {
  if (text[0] !== "$") return text.length;
  const tag = text[1];
  if (PLAIN.has(tag)) return text.length;
  if (tag === "T" && walk.script) return 0;
  if (tag === "n") {
    if (BIGINT.test(text.slice(2))) return text.length;
    throw new Refused(`The value ${text.slice(0, 40)} is not a whole number of at most 300 digits`);
  }
  const reference = REFERENCE.exec(text);
  if (!reference)
    throw new Refused(
      `A server action's arguments hold a value our actions do not take: ${text.slice(0, 40)}`,
    );
  const id = String(parseInt(reference[2], 16));
  // Streamed, the root is read as it arrives: a value it needs then (not a promise, `$@`) must be in.
  if (walk.beforeRoot && !reference[1] && !walk.beforeRoot.has(walk.prefix + id))
    throw new Refused(`The part ${walk.prefix + id} comes after the part 0 that needs it`);
  return readPart(walk, id, depth + 1).size;
}

/**
 * What is wrong with the arguments rooted at part `prefix` + 0, or null. `script`: sent by our
 * pages' script (Next-Action), whose root is the list of arguments. `order`: the parts' names in the
 * order they came, when Next decodes them as they stream in (the script's multipart body).
 * `rootNotJson`: the problem to name when the root is the whole body and not JSON.
 */
export function argumentsProblem(
  part: Part,
  {
    prefix = "",
    script,
    order,
    rootNotJson,
  }: { prefix?: string; script: boolean; order?: string[]; rootNotJson?: string },
): string | null {
  const beforeRoot = order ? new Set(order.slice(0, order.indexOf(prefix + "0"))) : null;
  const walk: Walk = { part, prefix, script, beforeRoot, rootNotJson, open: new Set(), read: new Map() };
  try {
    const root = readPart(walk, "0", 0).value;
    if (script && (typeof root !== "object" || root === null))
      return "A server action's arguments are not a JSON list";
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}
