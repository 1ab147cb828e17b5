// Second factors, as GoTrue's MFA API answers ([auth] internal/api/mfa.go): enrol, challenge,
// verify and unenrol a TOTP factor. Phone and WebAuthn are disabled (decision 012).
import crypto from "node:crypto";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Kysely } from "kysely";
import type { Database, MfaFactorsTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import type { AuthDeps } from "./deps.js";
import type { Authenticated } from "./authenticate.js";
import { factorsOf, openSecret, sealSecret } from "./factors-store.js";
import { countWrongCode, refuseIfLocked } from "./factor-lockout.js";
import { hashRefreshToken, newRefreshToken } from "./refresh-tokens.js";
import { findUserById } from "./users.js";
import { sessionResponse } from "./session-response.js";

/** GoTrue's defaults: MFA_CHALLENGE_EXPIRY_DURATION, MFA_FACTOR_EXPIRY_DURATION, MFA_MAX_*_FACTORS. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
const PERIOD = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Q = Kysely<Database>;

function totpOf(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

export interface EnrollBody {
  factor_type?: string | null;
  friendly_name?: string | null;
  issuer?: string | null;
}

export async function enrollFactor(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "keys">,
  current: Authenticated,
  body: EnrollBody,
  ctx: AuditContext,
) {
  const type = body.factor_type ?? "";
  if (type === "phone") throw new ApiError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (type === "webauthn") throw new ApiError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  if (type !== "totp") throw new ApiError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
  const friendlyName = body.friendly_name ?? "";
  if (friendlyName.length > 200) throw new ApiError(400, "validation_failed", "friendly_name is too long");
  const issuer = body.issuer || issuerFromSiteUrl(auth.config.siteUrl);
  const { db, clock } = auth;
  const { user, session } = current;

  // validateFactors: expired unverified factors go first, then the limits.
  const cutoff = new Date(clock.now() - UNVERIFIED_FACTOR_EXPIRY_SECONDS * 1000).toISOString();
  await db
    .deleteFrom("mfa_factors")
    .where("user_id", "=", user.id)
    .where("status", "=", "unverified")
    .where("created_at", "<", cutoff)
    .execute();
  const factors = await factorsOf(db, user.id);
  if (factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw new ApiError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  const verified = factors.filter((factor) => factor.status === "verified").length;
  if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
    throw new ApiError(422, "too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
  }
  if (verified > 0 && session.aal !== "aal2") throw new ApiError(403, "insufficient_aal", "AAL2 required to enroll a new factor");

  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpOf(secret, issuer, user.email).toString();
  const qrCode = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H", margin: 1 });
  const now = clock.iso();
  const factor: MfaFactorsTable = {
    id: crypto.randomUUID(),
    user_id: user.id,
    friendly_name: friendlyName,
    factor_type: "totp",
    status: "unverified",
    secret: "",
    last_used_step: null,
    last_challenged_at: null,
    failed_attempts: 0,
    locked_until: null,
    created_at: now,
    updated_at: now,
  };
  factor.secret = sealSecret(auth.keys.hashKey, factor.id, secret);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("mfa_factors").values(factor).execute();
    await audit(trx, "mfa_factor_enrolled", { id: user.id, email: user.email }, ctx, now, { factor_id: factor.id });
  });
  // GoTrue sends the bare SVG; auth-js turns it into a data URL (data:image/svg+xml;utf-8,...).
  return { id: factor.id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
}

function issuerFromSiteUrl(siteUrl: string | null): string {
  try {
    return siteUrl ? new URL(siteUrl).host : "localhost";
  } catch {
    return "localhost";
  }
}

/** loadFactor ([auth] internal/api/admin.go): only the caller's own factors are found. */
export async function loadFactor(db: Q, userId: string, factorId: string): Promise<MfaFactorsTable> {
  if (!UUID.test(factorId)) throw new ApiError(404, "validation_failed", "factor_id must be an UUID");
  const factor = await db.selectFrom("mfa_factors").selectAll().where("id", "=", factorId).where("user_id", "=", userId).executeTakeFirst();
  if (!factor) throw new ApiError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

export async function challengeFactor(auth: Pick<AuthDeps, "clock" | "db">, current: Authenticated, factorId: string, ctx: AuditContext) {
  const factor = await loadFactor(auth.db, current.user.id, factorId);
  if (factor.factor_type !== "totp") throw new ApiError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
  const now = auth.clock.iso();
  const challenge = { id: crypto.randomUUID(), factor_id: factor.id, ip: ctx.ip, created_at: now, verified_at: null };
  await auth.db.transaction().execute(async (trx) => {
    await trx.insertInto("mfa_challenges").values(challenge).execute();
    await trx.updateTable("mfa_factors").set({ last_challenged_at: now }).where("id", "=", factor.id).execute();
  });
  return { id: challenge.id, type: "totp", expires_at: Math.floor(auth.clock.now() / 1000) + CHALLENGE_EXPIRY_SECONDS };
}

export async function verifyFactor(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "keys" | "mail" | "tokens">,
  current: Authenticated,
  factorId: string,
  body: { challenge_id?: string | null; code?: string | null },
  ctx: AuditContext,
) {
  const { db, clock } = auth;
  const factor = await loadFactor(db, current.user.id, factorId);
  const code = body.code ?? "";
  if (code === "") throw new ApiError(400, "validation_failed", "Code needs to be non-empty");
  await refuseIfLocked(auth, current, factor, ctx);
  const challengeId = body.challenge_id ?? "";
  const challenge = UUID.test(challengeId)
    ? await db.selectFrom("mfa_challenges").selectAll().where("id", "=", challengeId).where("factor_id", "=", factor.id).executeTakeFirst()
    : undefined;
  if (!challenge) throw new ApiError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
  if (challenge.verified_at !== null || challenge.ip !== ctx.ip) {
    throw new ApiError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
  }
  if (clock.now() > Date.parse(challenge.created_at) + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await db.deleteFrom("mfa_challenges").where("id", "=", challenge.id).execute();
    throw new ApiError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const secret = openSecret(auth.keys.hashKey, factor.id, factor.secret);
  const nowMs = clock.now();
  const delta = /^\d{6}$/.test(code) ? totpOf(secret, "", "").validate({ token: code, timestamp: nowMs, window: 1 }) : null;
  const invalid = () => new ApiError(422, "mfa_verification_failed", "Invalid TOTP code entered");
  const refuse = async () => {
    await audit(db, "mfa_verification_failed", { id: current.user.id, email: current.user.email }, ctx, clock.iso(), {
      factor_id: factor.id,
    });
    return invalid();
  };
  if (delta === null) {
    // A guess: counted towards the lock. A replayed right code (below) is no guess and is not.
    await countWrongCode(auth, current, factor.id, ctx);
    throw await refuse();
  }
  const step = Math.floor(nowMs / 1000 / PERIOD) + delta;
  const now = clock.iso();

  const result = await db.transaction().execute(async (trx) => {
    // The compare-and-set refuses a code of an already used step, also when two requests race,
    // and a right code while a lock engaged by a racing request holds; a success clears the count.
    const used = await trx
      .updateTable("mfa_factors")
      .set({ last_used_step: step, status: "verified", updated_at: now, failed_attempts: 0, locked_until: null })
      .where("id", "=", factor.id)
      .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    await trx.updateTable("mfa_challenges").set({ verified_at: now }).where("id", "=", challenge.id).execute();
    const session = current.session;
    const earlier = (JSON.parse(session.amr) as { method: string; timestamp: number }[]).filter((entry) => entry.method !== "totp");
    // Newest first, as GoTrue's CalculateAALAndAMR orders the claims.
    const amr = JSON.stringify([{ method: "totp", timestamp: Math.floor(nowMs / 1000) }, ...earlier]);
    await trx.updateTable("sessions").set({ aal: "aal2", amr, updated_at: now }).where("id", "=", session.id).execute();
    await trx.deleteFrom("mfa_amr_claims").where("session_id", "=", session.id).where("method", "=", "totp").execute();
    await trx
      .insertInto("mfa_amr_claims")
      .values({ id: crypto.randomUUID(), session_id: session.id, factor_id: factor.id, method: "totp", created_at: now })
      .execute();
    // A new refresh token for the raised session; the earlier ones are revoked (GoTrue does the same).
    await trx
      .updateTable("refresh_tokens")
      .set({ revoked: 1, updated_at: now })
      .where("session_id", "=", session.id)
      .where("revoked", "=", 0)
      .execute();
    const refreshToken = newRefreshToken();
    await trx
      .insertInto("refresh_tokens")
      .values({
        token_hash: hashRefreshToken(refreshToken),
        session_id: session.id,
        user_id: current.user.id,
        parent_hash: null,
        sealed: null,
        revoked: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // InvalidateSessionsWithAALLessThan: the user's other aal1 sessions end.
    await trx
      .deleteFrom("sessions")
      .where("user_id", "=", current.user.id)
      .where("id", "!=", session.id)
      .where("aal", "=", "aal1")
      .execute();
    // DeleteUnverifiedFactors: abandoned enrolments go.
    await trx.deleteFrom("mfa_factors").where("user_id", "=", current.user.id).where("status", "=", "unverified").execute();
    await audit(trx, "mfa_verified", { id: current.user.id, email: current.user.email }, ctx, now, {
      factor_id: factor.id,
      session_id: session.id,
    });
    return { session: { ...session, aal: "aal2", amr, updated_at: now }, refreshToken };
  });
  if (!result) {
    const latest = await db.selectFrom("mfa_factors").selectAll().where("id", "=", factor.id).executeTakeFirst();
    if (latest) await refuseIfLocked(auth, current, latest, ctx);
    throw await refuse();
  }
  const user = (await findUserById(db, current.user.id)) ?? current.user;
  return sessionResponse(auth, user, result.session, result.refreshToken);
}

export async function unenrollFactor(
  auth: Pick<AuthDeps, "clock" | "db" | "mail">,
  current: Authenticated,
  factorId: string,
  ctx: AuditContext,
) {
  const factor = await loadFactor(auth.db, current.user.id, factorId);
  if (factor.status === "verified" && current.session.aal !== "aal2") {
    throw new ApiError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
  }
  const now = auth.clock.iso();
  await removeFactor(auth.db, factor.id, now);
  // Someone holding the session and the app could otherwise remove the factor unnoticed.
  if (factor.status === "verified" && current.user.email)
    auth.mail.send("factor_removed", current.user.email, { email: current.user.email, how: "self" });
  await audit(auth.db, "mfa_factor_unenrolled", { id: current.user.id, email: current.user.email }, ctx, now, {
    factor_id: factor.id,
    session_id: current.session.id,
  });
  return { id: factor.id };
}

/** Deletes a factor and lowers the sessions it raised to aal1 (DowngradeSessionsToAAL1). */
export async function removeFactor(db: Q, factorId: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const raised = await trx.selectFrom("mfa_amr_claims").select("session_id").where("factor_id", "=", factorId).execute();
    for (const { session_id } of raised) {
      const session = await trx.selectFrom("sessions").select("amr").where("id", "=", session_id).executeTakeFirst();
      if (!session) continue;
      const amr = (JSON.parse(session.amr) as { method: string }[]).filter((entry) => entry.method !== "totp");
      await trx
        .updateTable("sessions")
        .set({ aal: "aal1", amr: JSON.stringify(amr), updated_at: now })
        .where("id", "=", session_id)
        .execute();
    }
    await trx.deleteFrom("mfa_factors").where("id", "=", factorId).execute();
  });
}
