/** The data sources' credit their terms ask for (data/afl/SOURCES.md): the site's footer, every embed. */
export function DataCredit() {
  return (
    <>
      Demo data: results and box scores from{" "}
      <a className="underline" href="https://afltables.com">
        AFL Tables
      </a>{" "}
      via AFL-Data-Analysis (MIT licence, © 2023 Adam Kareen); match events synthesised to fit them. Not
      affiliated with the AFL.
    </>
  );
}
