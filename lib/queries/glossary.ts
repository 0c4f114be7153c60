import { useQuery } from "@tanstack/react-query";
import { sdsOperation } from "./sds-operation";

const glossary = sdsOperation("E24");

/** Every metric with its definition (E24 without a `metric` filter). */
export const glossaryQuery = () => glossary();
export const useGlossary = () => useQuery(glossaryQuery());
