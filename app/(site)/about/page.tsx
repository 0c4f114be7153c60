import { AboutView } from "@/features/about";

export const metadata = {
  title: "About the data",
  description:
    "Where the fixtures, scores, box scores and match events come from, what is derived, and how the predictions work.",
};

export default function AboutPage() {
  return <AboutView />;
}
