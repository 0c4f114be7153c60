/** The client's data licence as a view needs it (serialisable, from lib/app-server/upstream/licence on the page). */
export interface ClientLicence {
  tier: "core" | "advanced" | "transactional";
  metrics: readonly string[];
}

const TIER_LABEL = { core: "core", advanced: "advanced", transactional: "transactional" } as const;

/** Says which of the metrics a view would show the app's data licence leaves out, instead of failing. */
export function LicenceNote({
  tier,
  leftOut,
  glossary,
}: {
  tier: ClientLicence["tier"];
  leftOut: readonly string[];
  glossary?: readonly { code: string; nameDisplay: string }[];
}) {
  const name = (c: string) => glossary?.find((g) => g.code === c)?.nameDisplay ?? c;
  return (
    <p
      role="note"
      className="rounded border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950"
    >
      This app&apos;s data licence ({TIER_LABEL[tier]} tier) does not include {leftOut.map(name).join(", ")};
      the table shows the metrics it does include.
    </p>
  );
}

/** What a view shows when the app's data licence does not include the operation it is drawn from. */
export function LicenceLeavesOut({ view, tier }: { view: string; tier: ClientLicence["tier"] }) {
  return (
    <div
      role="note"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h1 className="text-2xl font-semibold">Not in this app&apos;s data licence</h1>
      <p>
        {view} is drawn from event-level data of the data service&apos;s transactional tier; this app is
        licensed for the {TIER_LABEL[tier]} tier. The other match views show what the licence includes.
      </p>
    </div>
  );
}
