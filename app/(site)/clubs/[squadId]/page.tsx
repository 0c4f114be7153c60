import { ClubScreen, clubMetadata } from "@/features/history/server";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ squadId: string }> };

export const generateMetadata = async ({ params }: Params) => clubMetadata((await params).squadId);

/** /clubs/[squadId] — a club's history under all its names, from the all-time summary. */
export default async function ClubRoute({ params }: Params) {
  return <ClubScreen squadId={(await params).squadId} />;
}
