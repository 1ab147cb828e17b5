// Facts for the privacy notice (Art. 19 DSG) that depend on the deployment's configuration.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Config } from "../config.js";
import { apiErrors } from "../http/contracts.js";
import { PrivacyFacts } from "./contracts.js";

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
