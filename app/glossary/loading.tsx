import { Loading } from "@/components/ui/query-status";

export default function GlossaryLoading() {
  return <Loading what="the glossary" />;
}
