// Inputs for the breach tests: one plain incident that each test changes only in the facts it is
// about, and the two duties and the listed facts as the tests compare them. Test code only.
import { assessBreach } from "./assess.js";
import { normalise, type BreachBody, type BreachInput } from "./input.js";

export const PLAIN_INCIDENT: BreachBody = {
  title: "Vorfall",
  kinds: ["vertraulichkeit"],
  categories: ["kontakt"],
  personsApprox: 300,
  encrypted: false,
  accessedByThirdParty: "ja",
  discoveredAt: "2026-11-01T08:00:00Z",
  sector: "andere",
};

/** A builder of incidents on its own plain case (the default or one with other categories and numbers). */
export const incidentsFrom =
  (plain: Partial<BreachBody> = {}) =>
  (over: Partial<BreachBody>): BreachInput =>
    normalise({ ...PLAIN_INCIDENT, ...plain, ...over });

/** The EDÖB report's and the persons' duty, in that order. */
export function dutiesOf(input: BreachInput): [string | undefined, string | undefined] {
  const parts = assessBreach(input).parts;
  return [parts.find((p) => p.id === "edoeb")?.duty, parts.find((p) => p.id === "betroffene")?.duty];
}

export const factTextsOf = (input: BreachInput) => assessBreach(input).facts.map((f) => f.text);
