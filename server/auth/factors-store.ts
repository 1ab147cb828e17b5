// Storage of second factors: the TOTP secret is sealed with AES-256-GCM under a key derived from
// the server secret, bound to the factor id, so a copy of the table alone yields no secret.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, MfaFactorsTable } from "../db/schema.js";
import type { FactorSummary } from "./session-lookup.js";

type Q = Kysely<Database>;

function factorKey(hashKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", hashKey, Buffer.alloc(0), "datenschutz-assistent/mfa-secret", 32));
}

export function sealSecret(hashKey: Buffer, factorId: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", factorKey(hashKey), iv);
  cipher.setAAD(Buffer.from(factorId));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function openSecret(hashKey: Buffer, factorId: string, sealed: string): string {
  const raw = Buffer.from(sealed.slice(3), "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", factorKey(hashKey), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(factorId));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** The Factor JSON of GoTrue's User.factors (models/factor.go); never the secret. */
export function factorJson(factor: FactorSummary) {
  return {
    id: factor.id,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    last_challenged_at: factor.last_challenged_at,
  };
}

export async function factorsOf(db: Q, userId: string): Promise<MfaFactorsTable[]> {
  return db.selectFrom("mfa_factors").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

/** GoTrue leaves `factors` out of the user when there are none (omitempty). */
export async function factorsField(db: Q, userId: string): Promise<{ factors?: ReturnType<typeof factorJson>[] }> {
  return factorsFieldOf(await factorsOf(db, userId));
}

/** GoTrue leaves `factors` out of the user when there are none (omitempty). */
export function factorsFieldOf(factors: FactorSummary[]): { factors?: ReturnType<typeof factorJson>[] } {
  return factors.length > 0 ? { factors: factors.map(factorJson) } : {};
}

export async function hasVerifiedFactor(db: Q, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("mfa_factors")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "verified")
    .executeTakeFirst();
  return Boolean(row);
}
