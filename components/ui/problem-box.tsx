/**
 * Why a page cannot show what its address asks for (a round the season lacks, a metric the licence
 * does not give): the page's heading says what cannot be shown, the text names the problem.
 */
export function ProblemBox({ title, problem, testId }: { title: string; problem: string; testId: string }) {
  return (
    <div role="alert" className="rounded border border-red-300 p-3 dark:border-red-800" data-testid={testId}>
      <h1 className="font-semibold">{title}</h1>
      <p>{problem}</p>
    </div>
  );
}
