import { ImageResponse } from "next/og";
import { OG_SIZE, OgCard, OgLine } from "./og-card";
import type { HeadlineFigure } from "./headline-figures";

/** One player of a card: his name, club and season, and his headline figures a game. */
export interface CardPlayer {
  name: string;
  squad: string;
  seasonName: string;
  figures: HeadlineFigure[];
}

/**
 * The link preview of a player (one) or a comparison (two to four): the names and clubs, and the
 * headline figures a game, side by side for a comparison.
 */
export function playerCardImage(players: readonly CardPlayer[]): ImageResponse {
  const one = players.length === 1;
  const seasons = [...new Set(players.map((p) => p.seasonName))].join(" · ");
  const names = players[0]?.figures.map((f) => f.name) ?? [];
  return new ImageResponse(
    <OgCard kicker={one ? `${players[0].squad} · ${seasons}` : `Compare · ${seasons}`}>
      {one ? (
        <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
          <div style={{ display: "flex", fontSize: 72, fontWeight: 700 }}>{players[0].name}</div>
          {players[0].figures.map((f) => (
            <OgLine
              key={f.name}
              left={`${f.name[0].toUpperCase()}${f.name.slice(1)} a game`}
              right={f.value}
            />
          ))}
        </div>
      ) : (
        <div style={{ display: "flex", flexDirection: "column", gap: 12, fontSize: 34 }}>
          <OgLine left="A game" right={names.join(" · ")} />
          {players.map((p) => (
            <OgLine
              key={`${p.name}${p.seasonName}`}
              left={`${p.name} (${p.squad})`}
              right={p.figures.map((f) => f.value).join(" · ")}
              strong
            />
          ))}
        </div>
      )}
    </OgCard>,
    OG_SIZE,
  );
}
