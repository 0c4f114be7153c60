import { AboutPredictions } from "@/features/predictions";
import { AboutData } from "./about-data";

/** The about page: the data's sources and what the app makes of them, then the prediction models. */
export function AboutView() {
  return (
    <article className="prose max-w-2xl space-y-4 dark:prose-invert">
      <h1 className="text-2xl font-semibold">About the data</h1>
      <AboutData />
      <AboutPredictions />
    </article>
  );
}
