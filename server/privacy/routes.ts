// Facts for the privacy notice (Art. 19 DSG) that depend on the deployment's configuration.
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

export async function privacyRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  app.get("/privacy", { schema: { response: { 200: { type: "object", additionalProperties: true } } } }, async () => ({
    operator: { name: config.privacy.operatorName, contact: config.privacy.operatorContact },
    languageModel: config.llm ? { endpoint: new URL(config.llm.baseUrl).host, model: config.llm.model } : null,
    disclosureAbroad: config.privacy.disclosureAbroad || null,
    retention: { conversationsDays: config.privacy.conversationRetentionDays, auditLogDays: config.privacy.auditRetentionDays },
  }));
}
