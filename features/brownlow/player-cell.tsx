import { AppLink } from "@/components/ui/app-link";
import { RowHeader } from "@/components/ui/data-table";
import { playerHref } from "@/lib/links";

/**
 * A vote table's row header: the player's name (a link to his season) with his club beneath. The name
 * may wrap on a phone, so that the chances beside it stay in view.
 */
export function PlayerCell({
  id,
  name,
  squadName,
  seasonId,
}: {
  id: number;
  name: string;
  squadName: string;
  seasonId: number;
}) {
  return (
    <RowHeader className="min-w-[8rem]">
      <span className="block whitespace-normal">
        <AppLink href={playerHref(id, seasonId)} className="underline">
          {name}
        </AppLink>
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{squadName}</span>
      </span>
    </RowHeader>
  );
}
