import { Loading } from "@/components/ui/query-status";

export default function SeasonLoading() {
  return (
    <div className="min-h-screen space-y-3">
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <Loading what="the season's data" />
    </div>
  );
}
