import { GlossaryScreen } from "@/features/glossary/server";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Metric glossary",
  description: "Every statistic the app shows, defined: what counts, its licence tier and its format.",
};

/** /glossary — every metric's definition; /glossary#CODE links to one. */
export default function GlossaryRoute() {
  return <GlossaryScreen />;
}
