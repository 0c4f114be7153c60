/**
 * The mark on the followed club's rows (fixture, ladder, squads): a visible badge whose words a screen
 * reader reads too, so the mark is never colour alone.
 */
export function MyClubBadge({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="my-club-badge"
      className={`ml-1.5 inline-block rounded bg-amber-100 px-1 text-[0.7rem] leading-5 font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-900/60 dark:text-amber-100 ${className}`}
    >
      My club
    </span>
  );
}
