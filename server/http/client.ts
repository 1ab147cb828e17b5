import type { FastifyRequest } from "fastify";
import type { AuditContext } from "../auth/audit.js";

/** request.ip honours X-Forwarded-For only when TRUST_PROXY is set (Fastify's trustProxy). */
export function clientContext(request: FastifyRequest): AuditContext {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : "" };
}
