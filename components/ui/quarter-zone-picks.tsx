import { SPLIT_ZONES, ZONE_NAMES, type SplitZone } from "@/lib/season/match-splits";
import { UrlSelect } from "./url-select";

/**
 * The quarter and zone of the season builds' cells, each kept in the address: the coaches' filters of
 * the leaderboards (?period=) and the team rankings (?quarter=).
 */
export function QuarterZonePicks({
  quarterParam,
  quarter,
  zone,
}: {
  quarterParam: string;
  quarter: number | null;
  zone: SplitZone | null;
}) {
  return (
    <>
      <UrlSelect
        label="Quarter"
        name={quarterParam}
        value={quarter === null ? "" : String(quarter)}
        emptyLabel="All quarters"
        options={[1, 2, 3, 4].map((p) => ({ value: String(p), label: `Quarter ${p}` }))}
      />
      <UrlSelect
        label="Zone"
        name="zone"
        value={zone ?? ""}
        emptyLabel="All zones"
        options={SPLIT_ZONES.map((z) => ({ value: z, label: ZONE_NAMES[z] }))}
      />
    </>
  );
}
