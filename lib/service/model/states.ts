import type { DatasetState } from "./dataset";

// One numbering of Australia's states and territories for every data source, since the states table
// is shared between leagues.
export const STATES: Record<string, DatasetState> = {
  VIC: { id: 1, code: "VIC", name: "Victoria" },
  NSW: { id: 2, code: "NSW", name: "New South Wales" },
  QLD: { id: 3, code: "QLD", name: "Queensland" },
  SA: { id: 4, code: "SA", name: "South Australia" },
  WA: { id: 5, code: "WA", name: "Western Australia" },
  TAS: { id: 6, code: "TAS", name: "Tasmania" },
  ACT: { id: 7, code: "ACT", name: "Australian Capital Territory" },
  NT: { id: 8, code: "NT", name: "Northern Territory" },
};

export const AUSTRALIA = { id: 1, code: "AU", name: "Australia" };
