import { Loading } from "@/components/ui/query-status";

export default function MatchLoading() {
  return <Loading what="the match" />;
}
