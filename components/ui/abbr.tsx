/**
 * A short column heading ("PF") that screen readers hear in full ("Points for"); the title shows the full
 * words to mouse users.
 */
export function Abbr({ short, full }: { short: string; full: string }) {
  return (
    <>
      <abbr title={full} aria-hidden className="no-underline decoration-dotted hover:underline">
        {short}
      </abbr>
      <span className="sr-only">{full}</span>
    </>
  );
}
