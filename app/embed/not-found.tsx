export const metadata = { title: "Not found" };

/** An embed of something not in the data: said plainly inside the frame, without the site around it. */
export default function EmbedNotFound() {
  return (
    <p className="text-sm">
      Nothing to show: the season, match or players this embed names are not in the data.
    </p>
  );
}
