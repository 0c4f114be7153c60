import { Loading } from "@/components/ui/query-status";

export default function MatchLoading() {
  // Fills the viewport so the footer does not jump when the content replaces it (layout shift).
  return (
    <div className="min-h-screen">
      <Loading what="the match" />
    </div>
  );
}
