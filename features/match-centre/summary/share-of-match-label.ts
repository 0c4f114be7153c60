import { percent } from "@/lib/format/chances";

/**
 * How far through the match a point of the win-probability line is. percent() writes 0 as "–" (a
 * chance of nothing); the bounce is a real moment, so it reads "0%".
 */
export const shareOfMatchLabel = (t: number): string => (percent(t) === "–" ? "0%" : percent(t));
