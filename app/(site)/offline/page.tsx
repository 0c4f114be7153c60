import { OfflinePage } from "@/features/offline";

export const metadata = { title: "Offline", robots: { index: false } };

export default function Offline() {
  return <OfflinePage />;
}
