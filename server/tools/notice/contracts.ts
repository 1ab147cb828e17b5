// POST /api/tools/notice-check: its JSON request and its answer as TypeBox values and, through
// Static<>, the types of the web's notice pages (imported there as types only). TypeBox and schema
// modules only: the web's type check reads this file.
import { Type, type Static } from "@sinclair/typebox";
import { Nullable, StringEnum } from "../../http/contracts.js";
import { Provision } from "../contracts.js";

export const NOTICE_STATUSES = ["found", "unclear", "missing", "not_applicable"] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

const Counts = Type.Object({
  found: Type.Integer(),
  unclear: Type.Integer(),
  missing: Type.Integer(),
  not_applicable: Type.Integer(),
});
const Item = Type.Object({
  id: Type.String(),
  label: Type.String(),
  required: Type.Boolean(),
  status: StringEnum(NOTICE_STATUSES),
  reason: Type.String(),
  quote: Type.Union([Type.Null(), Type.Object({ text: Type.String(), start: Type.Integer(), end: Type.Integer() })]),
  provisions: Type.Array(Provision),
  // "model": upgraded to found by the language model's second pass, with the rules' reason kept.
  source: StringEnum(["rules", "model"] as const),
  ruleReason: Nullable(Type.String()),
});
export const NoticeCheck = Type.Object({
  source: Type.Object({ kind: Type.String(), fileName: Nullable(Type.String()) }),
  /** The detected language (items.ts Lang). */
  language: StringEnum(["de", "fr", "en", "it"] as const),
  characters: Type.Integer(),
  score: Type.Integer(),
  counts: Counts,
  items: Type.Array(Item),
  /** Whether a configured language model reviewed the items the rules did not find. */
  secondPass: StringEnum(["none", "done", "failed"] as const),
});
/** The JSON form of the request; an upload (multipart) is read by the handler, not the validator. */
export const NoticeText = Type.Object({ text: Type.String() }, { additionalProperties: false });

export type NoticeCheckResult = Static<typeof NoticeCheck>;
export type NoticeText = Static<typeof NoticeText>;
