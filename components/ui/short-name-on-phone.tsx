/**
 * A team's name, shown as its short code on a phone. The code is drawn by CSS from an attribute, so
 * the element's text (what a screen reader says, what a copy or a CSV takes) stays the full name.
 */
export function ShortNameOnPhone({ name, code }: { name: string; code: string }) {
  return (
    <>
      <span className="max-sm:sr-only">{name}</span>
      <span aria-hidden data-short={code} className="before:content-[attr(data-short)] sm:hidden" />
    </>
  );
}
