/**
 * A name shown in its short form on a phone (a team's code, "R7" for a round). The short form is
 * drawn by CSS from an attribute, so the element's text (what a screen reader says, a link's name,
 * what a copy or a CSV takes) stays the full name.
 */
export function ShortNameOnPhone({ name, code }: { name: string; code: string }) {
  return (
    <>
      <span className="max-sm:sr-only">{name}</span>
      <span aria-hidden data-short={code} className="before:content-[attr(data-short)] sm:hidden" />
    </>
  );
}
