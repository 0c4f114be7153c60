import type { LadderEntry } from "@/lib/sds";
import { formatInteger, formatPercentage } from "@/lib/format/numbers";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { FormBadges } from "@/components/ui/form-badges";
import { Movement } from "@/components/ui/movement";
import { Abbr } from "@/components/ui/abbr";

interface Props {
  entries: readonly LadderEntry[];
  label: string;
  // Places since the previous round by squad id; absent when there is no previous round.
  movement?: ReadonlyMap<number, number>;
  finalsPlaces?: number; // marked when the table is longer than this (the AFL's top eight)
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

/** The ladder: position, team, record, scores, percentage, points, form and movement. */
export function LadderTable({ entries, label, movement, finalsPlaces = 8 }: Props) {
  const markFinals = entries.length > finalsPlaces;
  return (
    <DataTable label={label} testId="ladder">
      <thead>
        <tr>
          <Th numeric>
            <Abbr short="Pos" full="Position" />
          </Th>
          <Th sticky>Team</Th>
          {RECORD.map(([short, full]) => (
            <Th key={short} numeric>
              <Abbr short={short} full={full} />
            </Th>
          ))}
          <Th numeric>%</Th>
          <Th numeric>
            <Abbr short="Pts" full="Premiership points" />
          </Th>
          <Th>Form</Th>
          {movement && (
            <Th numeric>
              <Abbr short="+/−" full="Movement since the previous round" />
            </Th>
          )}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => {
          const finals = markFinals && e.position <= finalsPlaces;
          const cut = markFinals && e.position === finalsPlaces;
          return (
            <tr
              key={e.id}
              data-testid="ladder-row"
              data-finals={finals || undefined}
              className={
                cut ? "[&>*]:border-b-2 [&>*]:border-b-sky-600 dark:[&>*]:border-b-sky-400" : undefined
              }
            >
              <Td
                numeric
                className={
                  finals
                    ? "border-l-4 border-l-sky-600 dark:border-l-sky-400"
                    : "border-l-4 border-l-transparent"
                }
              >
                {e.position}
                {finals && <span className="sr-only"> (top eight)</span>}
              </Td>
              <RowHeader>{e.name}</RowHeader>
              <Td numeric>{e.matches.played}</Td>
              <Td numeric>{e.matches.win}</Td>
              <Td numeric>{e.matches.loss}</Td>
              <Td numeric>{e.matches.draw}</Td>
              <Td numeric>{formatInteger(e.scores.for)}</Td>
              <Td numeric>{formatInteger(e.scores.against)}</Td>
              <Td numeric>{formatPercentage(e.ladderPercentage, e.scores.for, e.scores.against)}</Td>
              <Td numeric className="font-semibold">
                {e.ladderPoints}
              </Td>
              <Td>
                <FormBadges form={e.form} />
              </Td>
              {movement && (
                <Td numeric>
                  <Movement change={movement.get(e.id)} />
                </Td>
              )}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
