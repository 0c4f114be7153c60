// Fixed identities of the synthetic demo league. Every league, squad, venue and conference name starts
// with "Synthetic" so nobody mistakes the demo for real football data.
import type { DatasetLeague, DatasetSquad, DatasetState, DatasetVenue } from "@/lib/service/model/dataset";
import { AUSTRALIA, STATES } from "@/lib/service/model/states";

export const DEMO_LEAGUE: DatasetLeague = {
  id: 900,
  name: "Synthetic Demo League (not real data)",
  code: "SYN",
  gender: "Male",
  levels: [{ id: 1, name: "Seniors", code: "SEN" }],
};

const VIC: DatasetState = STATES.VIC;
const WA: DatasetState = STATES.WA;
const INVENTED = "Synthetic: invented for the demo league, within the laws' 135-185 m by 110-155 m";

export const DEMO_VENUES: DatasetVenue[] = [
  {
    id: 901,
    code: "SBO",
    name: "Synthetic Bayside Oval",
    sourceKey: "Synthetic Bayside Oval",
    city: "Melbourne",
    state: VIC,
    country: AUSTRALIA,
    timeZone: "Australia/Melbourne",
    length: 160,
    width: 141,
    dimensionsSource: INVENTED,
  },
  {
    id: 902,
    code: "SRP",
    name: "Synthetic Riverbend Park",
    sourceKey: "Synthetic Riverbend Park",
    city: "Ballarat",
    state: VIC,
    country: AUSTRALIA,
    timeZone: "Australia/Melbourne",
    length: 165,
    width: 134,
    dimensionsSource: INVENTED,
  },
  {
    id: 903,
    code: "SWS",
    name: "Synthetic Westshore Stadium",
    sourceKey: "Synthetic Westshore Stadium",
    city: "Perth",
    state: WA,
    country: AUSTRALIA,
    timeZone: "Australia/Perth",
    length: 165,
    width: 130,
    dimensionsSource: INVENTED,
  },
];

/** The venue that hosts grand finals (the biggest ground). */
export const GRAND_FINAL_VENUE_ID = 901;

interface SquadSeed {
  code: string;
  name: string;
  state: DatasetState;
  venueId: number;
}

// The first six form the East conference, the last six (with the three Perth sides) the West.
const SQUAD_SEEDS: SquadSeed[] = [
  { code: "HARB", name: "Synthetic Harbour Hawks", state: VIC, venueId: 901 },
  { code: "BAYS", name: "Synthetic Bayside Bears", state: VIC, venueId: 901 },
  { code: "RIVR", name: "Synthetic Riverbend Rovers", state: VIC, venueId: 902 },
  { code: "NGTE", name: "Synthetic Northgate Kestrels", state: VIC, venueId: 901 },
  { code: "IRON", name: "Synthetic Ironbark Owls", state: VIC, venueId: 902 },
  { code: "GLEN", name: "Synthetic Glenwood Gulls", state: VIC, venueId: 901 },
  { code: "WSHR", name: "Synthetic Westshore Pelicans", state: WA, venueId: 903 },
  { code: "RDGM", name: "Synthetic Redgum Rangers", state: WA, venueId: 903 },
  { code: "HILL", name: "Synthetic Hilltop Herons", state: VIC, venueId: 902 },
  { code: "LAKE", name: "Synthetic Lakeside Lynx", state: VIC, venueId: 901 },
  { code: "STON", name: "Synthetic Stonebridge Falcons", state: VIC, venueId: 902 },
  { code: "CORL", name: "Synthetic Coral Coast Comets", state: WA, venueId: 903 },
];

export const DEMO_SQUADS: DatasetSquad[] = SQUAD_SEEDS.map((s, i) => ({
  id: 9001 + i,
  code: s.code,
  name: s.name,
  sourceName: s.name,
  homeState: s.state,
}));

export const HOME_VENUE_BY_SQUAD: ReadonlyMap<number, number> = new Map(
  SQUAD_SEEDS.map((s, i) => [9001 + i, s.venueId]),
);

export const DEMO_CONFERENCES = [
  { code: "EAST", name: "Synthetic East Conference", squadIds: DEMO_SQUADS.slice(0, 6).map((s) => s.id) },
  { code: "WEST", name: "Synthetic West Conference", squadIds: DEMO_SQUADS.slice(6).map((s) => s.id) },
];

// Ordinary first names with invented, place-like surnames: plainly not real players.
// prettier-ignore
export const FIRST_NAMES = [
  "Alex", "Ben", "Callum", "Dylan", "Eli", "Finn", "Gus", "Harry", "Isaac", "Jack", "Kai", "Liam",
  "Max", "Noah", "Oscar", "Patrick", "Quinn", "Riley", "Sam", "Tom", "Will", "Xavier", "Zac", "Jordan",
];
// prettier-ignore
export const SURNAMES = [
  "Ashgrove", "Bellbird", "Coldwater", "Dunmore", "Emberly", "Fernvale", "Greystone", "Hollowell",
  "Ironwood", "Juniper", "Kestrelby", "Larchmont", "Marrowind", "Nettlefield", "Oakhollow", "Pebbleton",
  "Quarryhill", "Rushbrook", "Saltmarsh", "Thornbury", "Underwood", "Valewood", "Willowmere", "Yarrowdale",
];
