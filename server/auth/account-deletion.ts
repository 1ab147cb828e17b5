// The auth domain's part of an account deletion (server/db/account-deletion.ts): sessions, tokens,
// identities, lock-out state and audit entries, then the user row; a pseudonymous audit entry remains.
import crypto from "node:crypto";
import type { AccountDataDeletion } from "../db/account-deletion.js";
import { audit } from "./audit.js";
import type { Lockout } from "./lockout.js";

/** `lockout` null: no lock-out state to forget (a hosted project's users sign in there). */
export function deleteAuthData(lockout: Pick<Lockout, "forget"> | null): AccountDataDeletion {
  return async (trx, user, now) => {
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("refresh_tokens").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("identities").where("user_id", "=", user.id).execute();
    if (lockout) await lockout.forget(trx, user.email);
    await trx.deleteFrom("audit_log").where("actor_id", "=", user.id).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    // Only a pseudonym remains: proof that a deletion happened, not whose.
    const pseudonym = crypto.createHash("sha256").update(`deleted:${user.id}`).digest("hex").slice(0, 16);
    await audit(trx, "user_deleted", { id: null, email: `geloescht-${pseudonym}` }, { ip: "", userAgent: "" }, now);
  };
}
