import { ClubScreen } from "@/features/history/server";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Club history",
  description:
    "A club's premierships, grand finals, ladder finishes, record by decade and biggest results since 1897.",
};

/** /clubs/[squadId] — a club's history under all its names, from the all-time summary. */
export default async function ClubRoute({ params }: { params: Promise<{ squadId: string }> }) {
  return <ClubScreen squadId={(await params).squadId} />;
}
