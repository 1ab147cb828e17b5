// /api/tools/breaches: the answers as TypeBox values (routes.ts serialises with them) and, through
// Static<>, the types of the web's breach pages (imported there as types only). TypeBox and schema
// modules only: the web's type check reads this file.
import { Type, type Static } from "@sinclair/typebox";
import { Nullable, StringEnum } from "../../http/contracts.js";
import { Provision, savedRowProperties, toolRowProperties } from "../contracts.js";
import { breachInputSchema, ROLES, SECTORS } from "./input.js";

const Risk = StringEnum(["hoch", "mittel", "gering"] as const);
const Assessment = Type.Object({
  risk: Risk,
  role: StringEnum(ROLES),
  sector: StringEnum(SECTORS),
  /** The facts that drove the verdict; source "beschreibung" when recognised in the free text. */
  facts: Type.Array(
    Type.Object({
      text: Type.String(),
      effect: StringEnum(["erhoeht", "senkt"] as const),
      source: StringEnum(["formular", "beschreibung"] as const),
    }),
  ),
  parts: Type.Array(
    Type.Object({
      id: StringEnum(["edoeb", "betroffene", "verantwortlicher", "branche", "dokumentation"] as const),
      label: Type.String(),
      duty: StringEnum(["ja", "nein", "pruefen"] as const),
      reasons: Type.Array(Type.String()),
      deadline: Nullable(Type.String()),
      provisions: Type.Array(Provision),
    }),
  ),
});
const evaluation = {
  assessment: Assessment,
  /** The report to the EDÖB (a processor's: the notice to the controller), as Markdown. */
  draft: Type.String(),
  documentation: Type.Object({
    facts: Type.String(),
    effects: Type.String(),
    measures: Type.String(),
    reportedToEdoeb: Type.Boolean(),
    keepUntilNote: Type.String(),
  }),
};
export const Evaluation = Type.Object(evaluation);
export const Breach = Type.Object({ ...savedRowProperties(breachInputSchema), ...evaluation });
export const BreachList = Type.Object({ items: Type.Array(Type.Object({ ...toolRowProperties, risk: Risk })) });

export type Evaluation = Static<typeof Evaluation>;
export type SavedBreach = Static<typeof Breach>;
export type BreachList = Static<typeof BreachList>;
export type SavedBreachSummary = BreachList["items"][number];
export type { BreachBody } from "./input.js";
