import { useQuery } from "@tanstack/react-query";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const glossary = sdsOperation(OP.getMetricGlossary);

/** Every metric with its definition (the glossary without a `metric` filter). */
export const glossaryQuery = () => glossary();
export const useGlossary = () => useQuery(glossaryQuery());
