// How the predictor writes chances: whole percentages, with "<1%" and ">99%" for the tails so a real
// possibility never reads as impossible (and a long shot as certain).
export function percent(p: number): string {
  if (p === 0) return "–";
  if (p === 1) return "100%";
  if (p < 0.01) return "<1%";
  if (p > 0.99) return ">99%";
  return `${Math.round(p * 100)}%`;
}

export const oneDecimal = (x: number): string => x.toFixed(1);
