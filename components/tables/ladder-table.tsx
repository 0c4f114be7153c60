import type { Route } from "next";
import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import type { LadderEntry } from "@/lib/contract";
import { formatInteger, formatPercentage } from "@/lib/format/numbers";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { FormBadges } from "@/components/ui/form-badges";
import { Movement } from "@/components/ui/movement";
import { Abbr } from "@/components/ui/abbr";
import { MyClubBadge } from "@/components/ui/my-club-badge";
import { ShortNameOnPhone } from "@/components/ui/short-name-on-phone";

interface Props {
  entries: readonly LadderEntry[];
  label: string;
  // Places since the previous round by squad id; absent when there is no previous round.
  movement?: ReadonlyMap<number, number>;
  finalsPlaces?: number; // marked when the table is longer than this (the season's finals places)
  /** On a phone, only position, team (short), P, W, L, D, % and points; the rest shows when true. */
  allColumns?: boolean;
  /** Each team's name links here (its season statistics) when given. */
  teamHref?: (squadId: number) => Route;
  /** The club the visitor follows: its row is marked. */
  markedSquadId?: number | null;
}

/** The ladder's columns as the CSV holds them: the table's headings and cell text, in its order. */
export function ladderCsv(entries: readonly LadderEntry[], movement?: ReadonlyMap<number, number>) {
  const header = ["Pos", "Team", ...RECORD.map(([s]) => s), "%", "Pts", "Form", ...(movement ? ["+/-"] : [])];
  const rows = entries.map((e) => [
    e.position,
    e.name,
    e.matches.played,
    e.matches.win,
    e.matches.loss,
    e.matches.draw,
    e.scores.for,
    e.scores.against,
    formatPercentage(e.ladderPercentage, e.scores.for, e.scores.against),
    e.ladderPoints,
    e.form,
    ...(movement ? [movement.get(e.id) ?? ""] : []),
  ]);
  return { header, rows };
}

// The record's abbreviated headers, in column order.
const RECORD = [
  ["P", "Played"],
  ["W", "Won"],
  ["L", "Lost"],
  ["D", "Drawn"],
  ["PF", "Points for"],
  ["PA", "Points against"],
] as const;

function TeamName({ href, children }: { href: Route | undefined; children: ReactNode }) {
  return href ? (
    // A block: the whole cell is the target, on a phone too, where the name shown is the short one.
    <AppLink href={href} className="block underline-offset-4 hover:underline">
      {children}
    </AppLink>
  ) : (
    <>{children}</>
  );
}

/** The ladder's header row; `extra` hides the columns a phone leaves out. */
function LadderHead({ extra, movement }: { extra: string | undefined; movement: boolean }) {
  return (
    <thead>
      <tr>
        <Th numeric>
          <Abbr short="Pos" full="Position" />
        </Th>
        <Th sticky>Team</Th>
        {RECORD.map(([short, full]) => (
          <Th key={short} numeric className={short === "PF" || short === "PA" ? extra : undefined}>
            <Abbr short={short} full={full} />
          </Th>
        ))}
        <Th numeric>%</Th>
        <Th numeric>
          <Abbr short="Pts" full="Premiership points" />
        </Th>
        <Th className={extra}>Form</Th>
        {movement && (
          <Th numeric className={extra}>
            <Abbr short="+/−" full="Movement since the previous round" />
          </Th>
        )}
      </tr>
    </thead>
  );
}

/** One team's row: in the finals places (marked, and the cut line under the last of them) or not. */
function LadderRow({
  e,
  finals,
  cut,
  extra,
  allColumns,
  href,
  movement,
  marked,
}: {
  e: LadderEntry;
  finals: boolean;
  cut: boolean;
  extra: string | undefined;
  allColumns: boolean;
  href: Route | undefined;
  movement: ReadonlyMap<number, number> | undefined;
  marked: boolean;
}) {
  return (
    <tr
      data-testid="ladder-row"
      data-finals={finals || undefined}
      data-my-club={marked || undefined}
      className={cut ? "[&>*]:border-b-2 [&>*]:border-b-sky-600 dark:[&>*]:border-b-sky-400" : undefined}
    >
      <Td
        numeric
        className={
          finals ? "border-l-4 border-l-sky-600 dark:border-l-sky-400" : "border-l-4 border-l-transparent"
        }
      >
        {e.position}
        {finals && <span className="sr-only"> (a finals place)</span>}
      </Td>
      <RowHeader>
        <TeamName href={href}>
          {allColumns ? e.name : <ShortNameOnPhone name={e.name} code={e.code} />}
        </TeamName>
        {marked && <MyClubBadge compact={!allColumns} />}
      </RowHeader>
      <Td numeric>{e.matches.played}</Td>
      <Td numeric>{e.matches.win}</Td>
      <Td numeric>{e.matches.loss}</Td>
      <Td numeric>{e.matches.draw}</Td>
      <Td numeric className={extra}>
        {formatInteger(e.scores.for)}
      </Td>
      <Td numeric className={extra}>
        {formatInteger(e.scores.against)}
      </Td>
      <Td numeric>{formatPercentage(e.ladderPercentage, e.scores.for, e.scores.against)}</Td>
      <Td numeric className="font-semibold">
        {e.ladderPoints}
      </Td>
      <Td className={extra}>
        <FormBadges form={e.form} />
      </Td>
      {movement && (
        <Td numeric className={extra}>
          <Movement change={movement.get(e.id)} />
        </Td>
      )}
    </tr>
  );
}

/** The ladder: position, team, record, scores, percentage, points, form and movement. */
export function LadderTable({
  entries,
  label,
  movement,
  finalsPlaces = 8,
  allColumns = false,
  teamHref,
  markedSquadId,
}: Props) {
  const markFinals = entries.length > finalsPlaces;
  // Columns a phone hides unless asked (the key figures fit 360 px without scrolling); screen readers
  // still read them, and the cells keep their place in the row.
  const extra = allColumns ? undefined : "max-sm:sr-only";
  return (
    <DataTable label={label} testId="ladder">
      <LadderHead extra={extra} movement={Boolean(movement)} />
      <tbody>
        {entries.map((e) => (
          <LadderRow
            key={e.id}
            e={e}
            finals={markFinals && e.position <= finalsPlaces}
            cut={markFinals && e.position === finalsPlaces}
            extra={extra}
            allColumns={allColumns}
            href={teamHref?.(e.id)}
            movement={movement}
            marked={e.id === markedSquadId}
          />
        ))}
      </tbody>
    </DataTable>
  );
}
