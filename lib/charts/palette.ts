// Colours of the charts. Teams are a colour-blind-safe pair (Okabe–Ito blue and orange) rather than club
// colours, which clash for many pairings; every mark also has a white halo so it reads on the grass.

export const HOME_COLOUR = "#0072B2";
export const AWAY_COLOUR = "#E69F00";
export const teamColour = (side: "home" | "away") => (side === "home" ? HOME_COLOUR : AWAY_COLOUR);

export const GRASS = "#4a9a52";
export const LINES = "#ffffff";
// Text and arrows on the chart's margins: a CSS variable (app/globals.css), light or dark with the
// page's scheme; an export sets the light values back (export-svg.ts), so files stay light.
export const INK = "var(--chart-ink)";
export const HALO = "#ffffff";

// Inside-50 outcomes (Okabe–Ito), chosen to stay apart from each other and from the grass.
export const ENTRY_OUTCOMES = [
  { code: "SCORE", label: "Score", colour: "#F0E442" },
  { code: "RETAINED_MARK", label: "Retained: mark", colour: "#56B4E9" },
  { code: "RETAINED", label: "Retained: other", colour: "#CC79A7" },
  { code: "STOPPAGE", label: "Stoppage", colour: "#000000" },
  { code: "TURNOVER", label: "Turnover", colour: "#D55E00" },
] as const;
export const entryOutcomeColour = (code: string) =>
  ENTRY_OUTCOMES.find((o) => o.code === code)?.colour ?? "#666666";

export const STOPPAGE_COLOURS: Record<string, string> = {
  CENTRE_BOUNCE: "#F0E442",
  BALL_UP: "#56B4E9",
  THROW_IN: "#D55E00",
};

/** The charts' drawn text: the system's own UI font (no web font to fetch), on screen and exported alike. */
export const CHART_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
