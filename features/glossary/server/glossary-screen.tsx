import "server-only";
import { hydratedView } from "@/lib/app-server/pages/hydrated-view";
import { prefetch } from "@/lib/app-server/pages/prefetch";
import { glossaryQuery } from "@/lib/queries/glossary";
import { GlossaryView } from "../glossary-view";

/** Every metric's definition, each with an anchor of its own. */
export function GlossaryScreen() {
  return hydratedView(
    (qc) => prefetch(qc, glossaryQuery()),
    () => <GlossaryView />,
  );
}
