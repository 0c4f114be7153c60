"use client";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <h1 className="text-2xl font-semibold">The data service did not answer</h1>
      <p>The page could not load its data. This is usually brief.</p>
      <button type="button" className="rounded border px-3 py-1" onClick={() => reset()}>
        Try again
      </button>
    </div>
  );
}
