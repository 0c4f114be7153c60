import { PlayerScreen, playerMetadata } from "@/features/player/server";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ personId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = (props: Props) => playerMetadata(props);

/** /players/[personId]?season=&metric= — a player's season: bio, totals, a trend chart and the game log. */
export default function PlayerRoute(props: Props) {
  return <PlayerScreen {...props} />;
}
