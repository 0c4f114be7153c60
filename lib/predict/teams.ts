// Who is who across 126 years, and where each match was played. The rating follows a club, not a
// name: history's names of the day map to today's clubs where the franchise continued. Fitzroy (to
// 1996) and University (1908–1914) ended and keep their own names. The Brisbane Lions are a merger of
// Fitzroy and the Brisbane Bears; the Lions play in Brisbane with the Bears' licence, so they carry
// the Bears' rating on, and Fitzroy's ends with Fitzroy.

/** History's name of the day → the club's name today (the data service's squad name). */
const CLUB_OF: Record<string, string> = {
  "South Melbourne": "Sydney",
  Footscray: "Western Bulldogs",
  Kangaroos: "North Melbourne",
  "Brisbane Bears": "Brisbane Lions",
};

export const clubOf = (name: string): string => CLUB_OF[name] ?? name;

/**
 * A team's home region is a time zone, the only place information every league in the data service
 * carries (venues have a time zone). Clubs of the history are placed by hand; South Melbourne moved to
 * Sydney for 1982, so a club's region is asked for with the season.
 */
const REGION_OF_CLUB: Record<string, string> = {
  Adelaide: "Australia/Adelaide",
  "Port Adelaide": "Australia/Adelaide",
  "Brisbane Lions": "Australia/Brisbane",
  "Gold Coast": "Australia/Brisbane",
  Fremantle: "Australia/Perth",
  "West Coast": "Australia/Perth",
  "Greater Western Sydney": "Australia/Sydney",
};
export const MELBOURNE = "Australia/Melbourne";

export function clubRegion(club: string, season: number): string {
  if (club === "Sydney") return season >= 1982 ? "Australia/Sydney" : MELBOURNE;
  return REGION_OF_CLUB[club] ?? MELBOURNE;
}

/** History's grounds outside Victoria (every other ground in the file is in Victoria). */
const REGION_OF_VENUE: Record<string, string> = {
  Subiaco: "Australia/Perth",
  "W.A.C.A.": "Australia/Perth",
  "Perth Stadium": "Australia/Perth",
  "Football Park": "Australia/Adelaide",
  "Adelaide Oval": "Australia/Adelaide",
  "Norwood Oval": "Australia/Adelaide",
  Gabba: "Australia/Brisbane",
  Carrara: "Australia/Brisbane",
  "Brisbane Exhibition": "Australia/Brisbane",
  "Cazaly's Stadium": "Australia/Brisbane",
  "Riverway Stadium": "Australia/Brisbane",
  "S.C.G.": "Australia/Sydney",
  "Sydney Showground": "Australia/Sydney",
  "Stadium Australia": "Australia/Sydney",
  Blacktown: "Australia/Sydney",
  "Manuka Oval": "Australia/Sydney",
  "Bruce Stadium": "Australia/Sydney",
  "York Park": "Australia/Hobart",
  "Bellerive Oval": "Australia/Hobart",
  "North Hobart": "Australia/Hobart",
  "Marrara Oval": "Australia/Darwin",
  "Traeger Park": "Australia/Darwin",
  Wellington: "Pacific/Auckland",
  "Jiangwan Stadium": "Asia/Shanghai",
};

export const venueRegion = (venue: string): string => REGION_OF_VENUE[venue] ?? MELBOURNE;
