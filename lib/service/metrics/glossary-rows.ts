// The attribute table behind the glossary: one compact row per metric, in the order that fixes its
// id. Descriptions live in glossary-descriptions.ts so this table stays one readable line a metric.

export type MetricLevel = "Player" | "Squad" | "Both";
export type FormatName =
  "Integer" | "Decimal One Place" | "Percentage One Decimal" | "Time (mm:ss)" | "Decimal Two Places";
export type MetricTierName = "core" | "advanced" | "transactional";
export type MetricSource = "boxscore" | "derived" | "events";
// count: each unit is one event (a transaction); sum: an additive quantity carried by events (metres,
// points); ratio: a rate or percentage of two counts; total: a match-level figure not built from events.
export type MetricKind = "count" | "sum" | "ratio" | "total";

export interface MetricRow<C extends string = string> {
  code: C;
  codeShort: string;
  name: string;
  namePlural: string;
  nameShort: string;
  level: MetricLevel;
  format: FormatName;
  tier: MetricTierName;
  source: MetricSource;
  kind: MetricKind;
}

function r<C extends string>(
  code: C,
  codeShort: string,
  name: string,
  namePlural: string,
  nameShort: string,
  level: MetricLevel,
  format: FormatName,
  tier: MetricTierName,
  source: MetricSource,
  kind: MetricKind,
): MetricRow<C> {
  return { code, codeShort, name, namePlural, nameShort, level, format, tier, source, kind };
}

const P = "Player";
const S = "Squad";
const B = "Both";
const INT = "Integer";
const DEC1 = "Decimal One Place";
const DEC2 = "Decimal Two Places";
const PCT = "Percentage One Decimal";
const TIME = "Time (mm:ss)";
const CORE = "core";
const ADV = "advanced";
const TRX = "transactional";
const BOX = "boxscore";
const DER = "derived";
const EVT = "events";

// Append new metrics at the end: a metric's id is its position here and clients may store it.
// A table reads best one row a line, even past the print width.
// prettier-ignore
export const METRIC_ROWS = [
  // Core: the box score and what follows arithmetically from it.
  r("KICK", "K", "Kick", "Kicks", "Kicks", B, INT, CORE, BOX, "count"),
  r("HANDBALL", "HB", "Handball", "Handballs", "Handballs", B, INT, CORE, BOX, "count"),
  r("DISPOSAL", "D", "Disposal", "Disposals", "Disposals", B, INT, CORE, BOX, "count"),
  r("POSSESSION", "PO", "Possession", "Possessions", "Poss", B, INT, CORE, DER, "count"),
  r("POSSESSION_CONTESTED", "CP", "Contested Possession", "Contested Possessions", "Cont Poss", B, INT, CORE, BOX, "count"),
  r("POSSESSION_UNCONTESTED", "UP", "Uncontested Possession", "Uncontested Possessions", "Uncont Poss", B, INT, CORE, BOX, "count"),
  r("CONTESTED_POSSESSION_RATE", "CP%", "Contested Possession Rate", "Contested Possession Rates", "CP Rate", B, PCT, CORE, DER, "ratio"),
  r("MARK", "M", "Mark", "Marks", "Marks", B, INT, CORE, BOX, "count"),
  r("MARK_CONTESTED", "CM", "Contested Mark", "Contested Marks", "Cont Marks", B, INT, CORE, BOX, "count"),
  r("MARK_UNCONTESTED", "UM", "Uncontested Mark", "Uncontested Marks", "Uncont Marks", B, INT, CORE, DER, "count"),
  r("MARK_INSIDE_50", "MI5", "Mark Inside 50", "Marks Inside 50", "Marks I50", B, INT, CORE, BOX, "count"),
  r("TACKLE", "T", "Tackle", "Tackles", "Tackles", B, INT, CORE, BOX, "count"),
  r("GOAL", "G", "Goal", "Goals", "Goals", B, INT, CORE, BOX, "count"),
  r("BEHIND", "B", "Behind", "Behinds", "Behinds", B, INT, CORE, BOX, "count"),
  r("BEHIND_RUSHED", "RB", "Rushed Behind", "Rushed Behinds", "Rushed", S, INT, CORE, DER, "count"),
  r("POINTS", "PTS", "Points", "Points", "Points", B, INT, CORE, DER, "sum"),
  r("SCORING_SHOT", "SS", "Scoring Shot", "Scoring Shots", "Scoring Shots", B, INT, CORE, DER, "count"),
  r("ACCURACY", "ACC%", "Accuracy", "Accuracy", "Acc %", B, PCT, CORE, DER, "ratio"),
  r("GOAL_ASSIST", "GA", "Goal Assist", "Goal Assists", "Goal Assists", B, INT, CORE, BOX, "count"),
  r("HITOUT", "HO", "Hitout", "Hitouts", "Hitouts", B, INT, CORE, BOX, "count"),
  r("INSIDE_50", "I50", "Inside 50", "Inside 50s", "Inside 50s", B, INT, CORE, BOX, "count"),
  r("REBOUND_50", "R50", "Rebound 50", "Rebound 50s", "Rebound 50s", B, INT, CORE, BOX, "count"),
  r("CLEARANCE", "CL", "Clearance", "Clearances", "Clearances", B, INT, CORE, BOX, "count"),
  r("CLANGER", "CG", "Clanger", "Clangers", "Clangers", B, INT, CORE, BOX, "count"),
  r("FREE_KICK", "FF", "Free Kick For", "Free Kicks For", "Frees For", B, INT, CORE, BOX, "count"),
  r("FREE_KICK_AGAINST", "FA", "Free Kick Against", "Free Kicks Against", "Frees Agst", B, INT, CORE, BOX, "count"),
  r("FREE_KICK_DIFF", "FD", "Free Kick Differential", "Free Kick Differentials", "Free Diff", B, INT, CORE, DER, "sum"),
  r("ONE_PERCENTER", "1%", "One Percenter", "One Percenters", "One %ers", B, INT, CORE, BOX, "count"),
  r("RUNNING_BOUNCE", "BO", "Running Bounce", "Running Bounces", "Bounces", B, INT, CORE, BOX, "count"),
  r("KICK_HANDBALL_RATIO", "K:HB", "Kick to Handball Ratio", "Kick to Handball Ratios", "K:HB", B, DEC2, CORE, DER, "ratio"),
  r("BROWNLOW_VOTES", "BV", "Brownlow Votes", "Brownlow Votes", "Brownlow", P, INT, CORE, BOX, "total"),
  r("TIME_ON_GROUND", "TOG", "Time on Ground", "Time on Ground", "TOG", P, TIME, CORE, DER, "total"),
  r("TIME_ON_GROUND_PCT", "TOG%", "Time on Ground Percentage", "Time on Ground Percentages", "TOG %", P, PCT, CORE, BOX, "total"),
  // Advanced: judged quality, field position, pressure, chains and expected score.
  r("DISPOSAL_EFFECTIVE", "ED", "Effective Disposal", "Effective Disposals", "Eff Disp", B, INT, ADV, EVT, "count"),
  r("DISPOSAL_EFFICIENCY", "DE%", "Disposal Efficiency", "Disposal Efficiency", "Disp Eff %", B, PCT, ADV, DER, "ratio"),
  r("KICK_EFFECTIVE", "EK", "Effective Kick", "Effective Kicks", "Eff Kicks", B, INT, ADV, EVT, "count"),
  r("KICK_EFFICIENCY", "KE%", "Kick Efficiency", "Kick Efficiency", "Kick Eff %", B, PCT, ADV, DER, "ratio"),
  r("HANDBALL_EFFECTIVE", "EHB", "Effective Handball", "Effective Handballs", "Eff HB", B, INT, ADV, EVT, "count"),
  r("HANDBALL_EFFICIENCY", "HE%", "Handball Efficiency", "Handball Efficiency", "HB Eff %", B, PCT, ADV, DER, "ratio"),
  r("SHOT_AT_GOAL", "SAG", "Shot at Goal", "Shots at Goal", "Shots", B, INT, ADV, EVT, "count"),
  r("SHOT_CONVERSION", "SC%", "Shot Conversion", "Shot Conversion", "Shot Conv %", B, PCT, ADV, DER, "ratio"),
  r("SCORE_INVOLVEMENT", "SI", "Score Involvement", "Score Involvements", "Score Inv", B, INT, ADV, EVT, "count"),
  r("SCORE_LAUNCH", "SL", "Score Launch", "Score Launches", "Score Launch", B, INT, ADV, EVT, "count"),
  r("INTERCEPT", "ITC", "Intercept Possession", "Intercept Possessions", "Intercepts", B, INT, ADV, EVT, "count"),
  r("INTERCEPT_MARK", "ITM", "Intercept Mark", "Intercept Marks", "Int Marks", B, INT, ADV, EVT, "count"),
  r("TURNOVER", "TO", "Turnover", "Turnovers", "Turnovers", B, INT, ADV, EVT, "count"),
  r("METRES_GAINED", "MG", "Metres Gained", "Metres Gained", "Metres Gained", B, INT, ADV, EVT, "sum"),
  r("CHAIN_METRES", "CHM", "Chain Metres", "Chain Metres", "Chain Metres", B, INT, ADV, EVT, "sum"),
  r("PRESSURE_ACT", "PA", "Pressure Act", "Pressure Acts", "Pressure Acts", B, INT, ADV, EVT, "count"),
  r("PRESSURE_ACT_DEF_HALF", "PAD", "Defensive Half Pressure Act", "Defensive Half Pressure Acts", "Def Half PA", B, INT, ADV, EVT, "count"),
  r("PRESSURE_POINTS", "PP", "Pressure Points", "Pressure Points", "Pressure Pts", B, DEC1, ADV, EVT, "sum"),
  r("POINTS_EXPECTED", "xSC", "Expected Score", "Expected Scores", "xScore", B, DEC1, ADV, EVT, "sum"),
  r("GOAL_EXPECTED_SET", "xGS", "Expected Goals from Set Shots", "Expected Goals from Set Shots", "xG Set", B, DEC2, ADV, EVT, "sum"),
  r("POINTS_ABOVE_EXPECTED", "PAX", "Points Above Expected", "Points Above Expected", "Pts vs xScore", B, DEC1, ADV, DER, "sum"),
  r("HITOUT_WIN_PCT", "HO%", "Hitout Win Percentage", "Hitout Win Percentages", "Hitout Win %", B, PCT, ADV, DER, "ratio"),
  r("INSIDE_50_MARK", "I5M", "Inside 50 to Mark", "Inside 50s to Mark", "I50 to Mark", B, INT, ADV, EVT, "count"),
  r("INSIDE_50_SCORE", "I5S", "Inside 50 to Score", "Inside 50s to Score", "I50 to Score", B, INT, ADV, EVT, "count"),
  r("INSIDE_50_SCORE_PCT", "I5S%", "Inside 50 Scoring Rate", "Inside 50 Scoring Rates", "I50 Score %", S, PCT, ADV, DER, "ratio"),
  r("ENTRY_RETAINED", "ER", "Retained Entry", "Retained Entries", "Retained", S, INT, ADV, EVT, "count"),
  r("ENTRY_RETAINED_PCT", "ER%", "Entry Retention Rate", "Entry Retention Rates", "Retained %", S, PCT, ADV, DER, "ratio"),
  r("CHAIN", "CH", "Possession Chain", "Possession Chains", "Chains", S, INT, ADV, EVT, "count"),
  r("CHAIN_SCORE", "CHS", "Chain to Score", "Chains to Score", "Chains Scored", S, INT, ADV, EVT, "count"),
  r("CHAIN_END_TURNOVER", "CHT", "Chain Ending in Turnover", "Chains Ending in Turnover", "Chains Turned Over", S, INT, ADV, EVT, "count"),
  r("CHAIN_FROM_STOPPAGE", "CFS", "Chain from Stoppage", "Chains from Stoppage", "Stoppage Chains", S, INT, ADV, EVT, "count"),
  r("CHAIN_FROM_TURNOVER", "CFT", "Chain from Turnover", "Chains from Turnover", "Turnover Chains", S, INT, ADV, EVT, "count"),
  r("SCORE_FROM_TURNOVER", "PFT", "Points from Turnover", "Points from Turnovers", "Pts from TO", S, INT, ADV, EVT, "sum"),
  r("SCORE_FROM_STOPPAGE", "PFS", "Points from Stoppage", "Points from Stoppages", "Pts from Stop", S, INT, ADV, EVT, "sum"),
  r("PLAYER_RATING", "RTG", "Player Rating Points", "Player Rating Points", "Rating", P, DEC1, ADV, EVT, "total"),
  // Transactional: individual event types, visible only with the event-level licence.
  r("CLEARANCE_CB", "CCL", "Centre Clearance", "Centre Clearances", "Centre Clr", B, INT, TRX, EVT, "count"),
  r("CLEARANCE_BU", "BCL", "Ball-Up Clearance", "Ball-Up Clearances", "Ball-Up Clr", B, INT, TRX, EVT, "count"),
  r("CLEARANCE_TI", "TCL", "Throw-In Clearance", "Throw-In Clearances", "Throw-In Clr", B, INT, TRX, EVT, "count"),
  r("FIRST_POSSESSION", "FP", "First Possession", "First Possessions", "First Poss", B, INT, TRX, EVT, "count"),
  r("HITOUT_TO_ADVANTAGE", "HOA", "Hitout to Advantage", "Hitouts to Advantage", "Hitouts Adv", B, INT, TRX, EVT, "count"),
  r("HITOUT_SHARK", "HSK", "Hitout Shark", "Hitout Sharks", "Sharks", B, INT, TRX, EVT, "count"),
  r("RUCK_CONTEST", "RC", "Ruck Contest", "Ruck Contests", "Ruck Contests", B, INT, TRX, EVT, "count"),
  r("CENTRE_BOUNCE_ATTENDANCE", "CBA", "Centre Bounce Attendance", "Centre Bounce Attendances", "CBAs", P, INT, TRX, EVT, "count"),
  r("CENTRE_BOUNCE", "CB", "Centre Bounce", "Centre Bounces", "Centre Bounces", S, INT, TRX, EVT, "count"),
  r("BALL_UP", "BU", "Ball-Up", "Ball-Ups", "Ball-Ups", S, INT, TRX, EVT, "count"),
  r("THROW_IN", "TI", "Throw-In", "Throw-Ins", "Throw-Ins", S, INT, TRX, EVT, "count"),
  r("SPOIL", "SP", "Spoil", "Spoils", "Spoils", B, INT, TRX, EVT, "count"),
  r("KICK_IN", "KI", "Kick-In", "Kick-Ins", "Kick-Ins", B, INT, TRX, EVT, "count"),
  r("KICK_IN_PLAY_ON", "KIP", "Kick-In Play On", "Kick-In Play Ons", "KI Play On", B, INT, TRX, EVT, "count"),
  r("GROUNDBALL_GET", "GBG", "Ground Ball Get", "Ground Ball Gets", "GB Gets", B, INT, TRX, EVT, "count"),
  r("HARD_BALL_GET", "HBG", "Hard Ball Get", "Hard Ball Gets", "Hard Gets", B, INT, TRX, EVT, "count"),
  r("LOOSE_BALL_GET", "LBG", "Loose Ball Get", "Loose Ball Gets", "Loose Gets", B, INT, TRX, EVT, "count"),
  r("GATHER", "GTH", "Gather", "Gathers", "Gathers", B, INT, TRX, EVT, "count"),
  r("KNOCK_ON", "KO", "Knock-On", "Knock-Ons", "Knock-Ons", B, INT, TRX, EVT, "count"),
  r("MARK_ON_LEAD", "ML", "Mark on Lead", "Marks on Lead", "Lead Marks", B, INT, TRX, EVT, "count"),
  r("MARK_DROPPED", "MD", "Dropped Mark", "Dropped Marks", "Dropped", B, INT, TRX, EVT, "count"),
  r("HANDBALL_RECEIVE", "HBR", "Handball Receive", "Handball Receives", "HB Receives", B, INT, TRX, EVT, "count"),
  r("GROUND_KICK", "GK", "Ground Kick", "Ground Kicks", "Ground Kicks", B, INT, TRX, EVT, "count"),
  r("KICK_LONG", "KL", "Long Kick", "Long Kicks", "Long Kicks", B, INT, TRX, EVT, "count"),
  r("KICK_SHORT", "KSH", "Short Kick", "Short Kicks", "Short Kicks", B, INT, TRX, EVT, "count"),
  r("OUT_ON_THE_FULL", "OOF", "Out on the Full", "Out on the Fulls", "OOF", B, INT, TRX, EVT, "count"),
  r("PENALTY_50M", "50M", "50-Metre Penalty", "50-Metre Penalties", "50m Pen", B, INT, TRX, EVT, "count"),
  r("SHOT_SET", "SHS", "Set Shot", "Set Shots", "Set Shots", B, INT, TRX, EVT, "count"),
  r("SHOT_GENERAL_PLAY", "SHG", "General Play Shot", "General Play Shots", "GP Shots", B, INT, TRX, EVT, "count"),
  r("INTERCHANGE", "IC", "Interchange", "Interchanges", "Interchanges", B, INT, TRX, EVT, "count"),
] as const;

export type MetricCode = (typeof METRIC_ROWS)[number]["code"];
