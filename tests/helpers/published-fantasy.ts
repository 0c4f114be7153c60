// AFL Fantasy's published scoring by the service's metric codes (issue 28), written out once for the
// tests rather than read from the module under test (lib/season/fantasy.ts).
export const PUBLISHED_FANTASY: Readonly<Record<string, number>> = {
  KICK: 3,
  HANDBALL: 2,
  MARK: 3,
  TACKLE: 4,
  FREE_KICK: 1,
  FREE_KICK_AGAINST: -3,
  HITOUT: 1,
  GOAL: 6,
  BEHIND: 1,
};
