/**
 * The mark on the followed club's rows (fixture, ladder, squads): a visible badge whose words a screen
 * reader reads too, so the mark is never colour alone. `compact` (the ladder's narrow team column)
 * shows a star on a phone, the words still read.
 */
export function MyClubBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span
      data-testid="my-club-badge"
      className="ml-1.5 inline-block rounded bg-amber-100 px-1 text-[0.7rem] leading-5 font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
    >
      {compact ? (
        <>
          <span aria-hidden className="sm:hidden">
            ★
          </span>
          <span className="max-sm:sr-only">My club</span>
        </>
      ) : (
        "My club"
      )}
    </span>
  );
}
