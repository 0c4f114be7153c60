import { HomeScreen } from "@/features/home/server";

export const dynamic = "force-dynamic";

/** / — the leagues and seasons, my club, the latest results, the top eight, the live matches. */
export default function HomeRoute() {
  return <HomeScreen />;
}
