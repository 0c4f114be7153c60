import { RotationsScreen, matchViewMetadata, type PageProps } from "@/features/match-centre/server";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Rotations");

/** /matches/[id]/rotations?team= — interchange stints and time on the ground. */
export default function RotationsRoute(props: PageProps) {
  return <RotationsScreen {...props} />;
}
