// Facts for the privacy notice (Art. 19 DSG) that depend on the deployment's configuration.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { Config } from "../config.js";
import { apiErrors, Nullable } from "../http/contracts.js";

const PrivacyFacts = Type.Object({
  operator: Type.Object({ name: Type.String(), contact: Type.String() }),
  /** Null when answers are composed without a language model. */
  languageModel: Type.Union([Type.Object({ endpoint: Type.String(), model: Type.String() }), Type.Null()]),
  disclosureAbroad: Nullable(Type.String()),
  /** documentsDays: kept documents (Storage API's user buckets) since their last change (decision 025). */
  retention: Type.Object({ conversationsDays: Type.Number(), auditLogDays: Type.Number(), documentsDays: Type.Number() }),
});

export async function privacyRoutes(parent: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get("/privacy", { schema: { response: { 200: PrivacyFacts, ...apiErrors } } }, async () => ({
    operator: { name: config.privacy.operatorName, contact: config.privacy.operatorContact },
    languageModel: config.llm ? { endpoint: new URL(config.llm.baseUrl).host, model: config.llm.model } : null,
    disclosureAbroad: config.privacy.disclosureAbroad || null,
    retention: {
      conversationsDays: config.privacy.conversationRetentionDays,
      auditLogDays: config.privacy.auditRetentionDays,
      documentsDays: config.storage.retentionDays,
    },
  }));
}
