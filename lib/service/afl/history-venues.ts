// The grounds of 1897–2022 that are not grounds of 2023–2025 (those keep their ids, names and
// dimensions). Ids are written here, not counted, so that they never move (see history-ids.ts). The
// source gives no dimensions for these grounds: the service answers them as absent, never invented.

import type { DatasetState, DatasetVenue } from "../model/dataset";
import { AUSTRALIA, STATES } from "../model/states";
import { HISTORY_ID_BASE } from "./history-ids";

const NEW_ZEALAND = { id: 2, code: "NZ", name: "New Zealand" };
const CHINA = { id: 3, code: "CN", name: "China" };
// Regions outside Australia, numbered after Australia's states in the shared states table.
const WELLINGTON: DatasetState = { id: 9, code: "WGN", name: "Wellington" };
const SHANGHAI: DatasetState = { id: 10, code: "SH", name: "Shanghai" };

const MEL = "Australia/Melbourne";
// [source key, id offset, code, display name, city, state, time zone]
// prettier-ignore
const ROWS: [string, number, string, string, string, string, string][] = [
  ["Princes Park", 1, "PRIN", "Princes Park", "Melbourne", "VIC", MEL],
  ["Victoria Park", 2, "VICP", "Victoria Park", "Melbourne", "VIC", MEL],
  ["Junction Oval", 3, "JUNC", "Junction Oval", "Melbourne", "VIC", MEL],
  ["Waverley Park", 4, "WAV", "Waverley Park", "Melbourne", "VIC", MEL],
  ["Lake Oval", 5, "LAKE", "Lake Oval", "Melbourne", "VIC", MEL],
  ["Western Oval", 6, "WEST", "Western Oval", "Melbourne", "VIC", MEL],
  ["Windy Hill", 7, "WINDY", "Windy Hill", "Melbourne", "VIC", MEL],
  ["Brunswick St", 8, "BRUN", "Brunswick Street Oval", "Melbourne", "VIC", MEL],
  ["Punt Rd", 9, "PUNT", "Punt Road Oval", "Melbourne", "VIC", MEL],
  ["Subiaco", 10, "SUBI", "Subiaco Oval", "Perth", "WA", "Australia/Perth"],
  ["Arden St", 11, "ARDEN", "Arden Street Oval", "Melbourne", "VIC", MEL],
  ["Football Park", 12, "FBPK", "Football Park", "Adelaide", "SA", "Australia/Adelaide"],
  ["Glenferrie Oval", 13, "GLEN", "Glenferrie Oval", "Melbourne", "VIC", MEL],
  ["Corio Oval", 14, "CORIO", "Corio Oval", "Geelong", "VIC", MEL],
  ["Moorabbin Oval", 15, "MOOR", "Moorabbin Oval", "Melbourne", "VIC", MEL],
  ["East Melbourne", 16, "EMCG", "East Melbourne Cricket Ground", "Melbourne", "VIC", MEL],
  ["W.A.C.A.", 17, "WACA", "WACA Ground", "Perth", "WA", "Australia/Perth"],
  ["Stadium Australia", 18, "STAUS", "Stadium Australia", "Sydney", "NSW", "Australia/Sydney"],
  ["Cazaly's Stadium", 19, "CAZ", "Cazaly's Stadium", "Cairns", "QLD", "Australia/Brisbane"],
  ["Toorak Park", 20, "TOOR", "Toorak Park", "Melbourne", "VIC", MEL],
  ["Coburg Oval", 21, "COB", "Coburg Oval", "Melbourne", "VIC", MEL],
  ["Yarraville Oval", 22, "YARRA", "Yarraville Oval", "Melbourne", "VIC", MEL],
  ["North Hobart", 23, "NHOB", "North Hobart Oval", "Hobart", "TAS", "Australia/Hobart"],
  ["Olympic Park", 24, "OLYM", "Olympic Park", "Melbourne", "VIC", MEL],
  ["Wellington", 25, "WELL", "Wellington Regional Stadium", "Wellington", "WGN", "Pacific/Auckland"],
  ["Jiangwan Stadium", 26, "JIANG", "Jiangwan Stadium", "Shanghai", "SH", "Asia/Shanghai"],
  ["Euroa", 27, "EUROA", "Euroa", "Euroa", "VIC", MEL],
  ["Yallourn", 28, "YALL", "Yallourn", "Yallourn", "VIC", MEL],
  ["Albury", 29, "ALB", "Albury", "Albury", "NSW", "Australia/Sydney"],
  ["Brisbane Exhibition", 30, "BEXH", "Brisbane Exhibition Ground", "Brisbane", "QLD", "Australia/Brisbane"],
  ["Bruce Stadium", 31, "BRUCE", "Bruce Stadium", "Canberra", "ACT", "Australia/Sydney"],
  ["Blacktown", 32, "BLACK", "Blacktown International Sportspark", "Sydney", "NSW", "Australia/Sydney"],
  ["Riverway Stadium", 33, "RIVER", "Riverway Stadium", "Townsville", "QLD", "Australia/Brisbane"],
];

const REGIONS: Record<string, DatasetState> = { ...STATES, WGN: WELLINGTON, SH: SHANGHAI };
const COUNTRY_OF: Record<string, typeof AUSTRALIA> = { WGN: NEW_ZEALAND, SH: CHINA };

/** The history's own grounds, in the dataset's venue shape (no dimensions). */
export const HISTORY_VENUES: DatasetVenue[] = ROWS.map(
  ([sourceKey, n, code, name, city, state, timeZone]) => ({
    id: HISTORY_ID_BASE + n,
    code,
    name,
    sourceKey,
    city,
    state: REGIONS[state],
    country: COUNTRY_OF[state] ?? AUSTRALIA,
    timeZone,
    length: null,
    width: null,
    dimensionsSource: "none: the source gives no dimensions for this ground",
  }),
);
