import "server-only";
import type { Metadata } from "next";
import { clubs } from "@/lib/history/all-time";
import { historyData } from "./history";

const GENERIC: Metadata = {
  title: "Club history",
  description:
    "A club's premierships, grand finals, ladder finishes, record by decade and biggest results since 1897.",
};

/**
 * A club history's title and preview name the club ("Collingwood · Club history"): the tab, the
 * bookmark and a shared link say whose history it is. While the summary is built, or for an id that
 * is no club's, the page's generic words.
 */
export async function clubMetadata(squadId: string): Promise<Metadata> {
  if (!/^\d{1,10}$/.test(squadId)) return GENERIC;
  const data = await historyData();
  if (data.kind === "building") return GENERIC;
  const club = clubs(data.seasons).find((c) => c.id === Number(squadId));
  if (!club) return GENERIC;
  return {
    title: `${club.name} · Club history`,
    description: `${club.name} since ${club.from}: premierships, grand finals, ladder finishes, record by decade and biggest results.`,
  };
}
