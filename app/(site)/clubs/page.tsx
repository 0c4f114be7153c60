import { ClubsScreen } from "@/features/history/server";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Club histories",
  description: "Every club of the VFL/AFL since 1897, each with its history.",
};

/** /clubs — every club that has played, with a link to its history. */
export default function ClubsRoute() {
  return <ClubsScreen />;
}
