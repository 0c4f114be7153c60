// Numbers as tables show them; the locale is fixed so the server and the browser agree.

const integer = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatInteger = (n: number): string => integer.format(n);

export const formatOneDecimal = (n: number): string => oneDecimal.format(n);

/** A ladder percentage (points for ÷ against × 100) to one decimal; a dash before any points. */
export function formatPercentage(pct: number, pointsFor: number, pointsAgainst: number): string {
  return pointsFor === 0 && pointsAgainst === 0 ? "–" : oneDecimal.format(pct);
}
