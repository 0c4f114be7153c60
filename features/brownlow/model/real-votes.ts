// Whether the service gives a match's real votes. It serves the umpires' votes as a player metric
// where the data has them; a match without them reads as every player on 0, which is not a result
// (every home-and-away match gives out 3, 2 and 1), so it means "not known" (2025 lacks some).

export type RealVotes = "whole" | "part" | "none";

export function realVotes(votes: readonly (number | null)[]): RealVotes {
  const given = votes.filter((v): v is number => v !== null && v > 0);
  if (given.length === 0) return "none";
  return given.length === 3 && [3, 2, 1].every((v) => given.includes(v)) ? "whole" : "part";
}
