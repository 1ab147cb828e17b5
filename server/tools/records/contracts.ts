// /api/tools/records: the answers as TypeBox values (routes.ts serialises with them) and, through
// Static<>, the types of the web's records page (imported there as types only). TypeBox and schema
// modules only: the web's type check reads this file.
import { Type, type Static } from "@sinclair/typebox";
import { Provision, savedRowProperties } from "../contracts.js";
import { recordInputSchema } from "./input.js";

export const Exemption = Type.Object({ exempt: Type.Boolean(), reasons: Type.Array(Type.String()), provisions: Type.Array(Provision) });
export const SavedRecord = Type.Object({
  ...savedRowProperties(recordInputSchema),
  exemption: Exemption,
  /** Labels of the columns Art. 12 para. 2 DSG asks for that are still empty. */
  missing: Type.Array(Type.String()),
});
export const RecordList = Type.Object({ items: Type.Array(SavedRecord) });

export type Exemption = Static<typeof Exemption>;
export type SavedRecord = Static<typeof SavedRecord>;
export type RecordList = Static<typeof RecordList>;
export type { RecordBody } from "./input.js";
