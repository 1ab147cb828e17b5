// GET /api/privacy's answer as a TypeBox value and, through Static<>, the type of the privacy page
// (web/src/lib/api.ts imports it as a type only). TypeBox and schema modules only.
import { Type, type Static } from "@sinclair/typebox";
import { Nullable } from "../http/contracts.js";

export const PrivacyFacts = Type.Object({
  operator: Type.Object({ name: Type.String(), contact: Type.String() }),
  /** Null when answers are composed without a language model. */
  languageModel: Type.Union([Type.Object({ endpoint: Type.String(), model: Type.String() }), Type.Null()]),
  disclosureAbroad: Nullable(Type.String()),
  /** documentsDays: kept documents (Storage API's user buckets) since their last change (decision 025). */
  retention: Type.Object({ conversationsDays: Type.Number(), auditLogDays: Type.Number(), documentsDays: Type.Number() }),
});
export type PrivacyFacts = Static<typeof PrivacyFacts>;
