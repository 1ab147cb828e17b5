// Shared test tables for the breach tests (session 13): the runs that several test files repeated,
// a reader over named phrasings, the two duties over named variants of one incident, and a
// description read alike however it is typed. Test code only.
import { expect, it } from "vitest";
import type { BreachBody, BreachInput } from "./input.js";
import { dutiesOf, incidentsFrom } from "./test-incident.js";

/** One test per phrasing: the reader (on the lower-case text) reads it or not, as each row wants. */
export function readerCases(reader: (text: string) => boolean, rows: [name: string, text: string, want: boolean][], label = "%s"): void {
  it.each(rows)(label, (_name, text, want) => expect(reader(text.toLowerCase())).toBe(want));
}

/** One test per variant of an incident: the EDÖB report's and the persons' duty, in that order. */
export function dutyCases(
  incident: (over: Partial<BreachBody>) => BreachInput,
  rows: [name: string, over: Partial<BreachBody>, want: [string, string]][],
): void {
  it.each(rows)("%s", (_name, over, want) => expect(dutiesOf(incident(over))).toEqual(want));
}

/** One misdirected medical report, its reader and what he did told only in the description. */
export const misdirectedReport = incidentsFrom({
  categories: ["gesundheit"],
  personsApprox: 1,
  recipient: "unbekannt",
  accessedByThirdParty: "unbekannt",
  copiesExist: "unbekannt",
});

/** The description as typed and as written properly lead to the same duties, and to these. */
export function readsAlike(typed: string, proper: string, want: [string, string]): void {
  const asTyped = dutiesOf(misdirectedReport({ description: typed }));
  expect(asTyped).toEqual(dutiesOf(misdirectedReport({ description: proper })));
  expect(asTyped).toEqual(want);
}
