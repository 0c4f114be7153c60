import { localDateTime } from "../local-date-time";

/** The UTC instant of a wall-clock time at a place (history's zones included, via the ICU data). */
export function utcOfLocal(date: string, time: string, timeZone: string): string {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let t = wall;
  // The zone's offset at the first guess may differ from the answer's (a change of offset between
  // them): a few corrections settle it.
  for (let i = 0; i < 3; i += 1) {
    const l = localDateTime(t, timeZone);
    const [ly, lmo, ld] = l.localDate.split("-").map(Number);
    const [lh, lmi] = l.localTime.split(":").map(Number);
    const diff = wall - Date.UTC(ly, lmo - 1, ld, lh, lmi);
    if (diff === 0) break;
    t += diff;
  }
  return new Date(t).toISOString();
}
