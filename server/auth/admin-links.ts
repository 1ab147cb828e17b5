// POST /admin/generate_link ([auth] internal/api/mail.go adminGenerateLink): issues the token an
// e-mail would carry, without sending it, and answers with the user plus the link, the code and
// the link token. The same one-time tokens as the mailed flows, so the link verifies through /verify.
import { ApiError } from "../http/errors.js";
import type { OneTimeTokenKind, UsersTable } from "../db/schema.js";
import type { Admin } from "./admin.js";
import { adminActor, adminUserJson } from "./admin-users.js";
import { audit, type AuditContext } from "./audit.js";
import { EMAIL_CHANGE_KINDS } from "./email-change.js";
import { recordFlow } from "./flow-state.js";
import { duplicateEmail, inviteInTransaction } from "./invite.js";
import { deleteTokens, issueToken, type IssuedToken } from "./one-time-tokens.js";
import { redirectTarget, verifyLink } from "./redirects.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { AUDIENCE } from "./tokens.js";
import { checkMetadata, mergeUserMetadata } from "./user-json.js";
import { createEmailUser, findUserByEmail, findUserById, isUniqueViolation } from "./users.js";

export interface GenerateLinkBody {
  type?: string | null;
  email?: string | null;
  new_email?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
  redirect_to?: string | null;
}

const TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"];

/** The token kind each link type issues, and the `type` of /verify its link carries. */
const ISSUES: Record<string, { kind: OneTimeTokenKind; linkType: string }> = {
  signup: { kind: "confirmation", linkType: "signup" },
  invite: { kind: "confirmation", linkType: "invite" },
  magiclink: { kind: "magic_link", linkType: "magiclink" },
  recovery: { kind: "recovery", linkType: "recovery" },
  email_change_current: { kind: "email_change_current", linkType: "email_change" },
  email_change_new: { kind: "email_change_new", linkType: "email_change" },
};

export async function generateLink(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "passwords">,
  admin: Admin,
  body: GenerateLinkBody,
  ctx: AuditContext,
) {
  const email = validateEmail(body.email ?? "");
  let type = body.type ?? "";
  if (!TYPES.includes(type)) throw new ApiError(400, "validation_failed", `Invalid email action link type requested: ${type.slice(0, 40)}`);
  const redirectTo = redirectTarget(auth.config, body.redirect_to);
  const existing = await findUserByEmail(auth.db, email);
  let password = body.password ?? "";
  if (!existing) {
    // GoTrue: a magic link for an unknown address is a sign-up link (with a random password; here none).
    if (type === "magiclink") {
      type = "signup";
      password = "";
    } else if (type === "recovery" || type.startsWith("email_change")) {
      throw new ApiError(404, "user_not_found", "User with this email not found");
    } else if (type === "signup") {
      if (password === "") throw new ApiError(400, "validation_failed", "Signup requires a valid password");
      auth.passwords.check(password);
    }
  }
  if ((type === "signup" || type === "invite") && existing?.email_confirmed_at) throw duplicateEmail();
  checkMetadata(body.data);
  let newEmail = "";
  if (type.startsWith("email_change")) {
    if (type === "email_change_current" && !auth.config.mail.secureEmailChange) {
      throw new ApiError(400, "validation_failed", "Enable secure email change to generate link for current email");
    }
    newEmail = validateEmail(body.new_email ?? "");
    const holder = await findUserByEmail(auth.db, newEmail);
    if (holder && holder.id !== existing?.id) throw duplicateEmail();
  }
  const passwordHash = type === "signup" && !existing && password !== "" ? await auth.passwords.hash(password) : "";
  const now = auth.clock.iso();
  const { kind, linkType } = ISSUES[type];

  const run = () =>
    auth.db.transaction().execute(async (trx): Promise<{ user: UsersTable; issued: IssuedToken }> => {
      if (type === "invite") return inviteInTransaction(trx, { existing, email, data: body.data ?? {}, now }, admin, ctx);
      let user = existing;
      if (type === "signup") {
        if (!user) {
          ({ user } = await createEmailUser(trx, {
            email,
            passwordHash,
            data: body.data ?? {},
            confirmed: false,
            now,
            aud: AUDIENCE,
            byAdmin: true,
          }));
          await audit(trx, "user_signedup", adminActor(admin), ctx, now, { user_id: user.id, provider: "email", by_admin: true });
        } else {
          const metadata = mergeUserMetadata(JSON.parse(user.raw_user_meta_data) as Record<string, unknown>, body.data ?? {});
          await trx
            .updateTable("users")
            .set({ raw_user_meta_data: JSON.stringify(metadata), confirmation_sent_at: now, updated_at: now })
            .where("id", "=", user.id)
            .execute();
        }
      }
      if (!user) throw new ApiError(404, "user_not_found", "User with this email not found");
      let relatesTo = user.email;
      if (type.startsWith("email_change")) {
        // One link completes the change: the other address's pending token would otherwise hold it open.
        await deleteTokens(
          trx,
          user.id,
          EMAIL_CHANGE_KINDS.filter((other) => other !== kind),
        );
        await trx.updateTable("users").set({ email_change: newEmail, email_change_sent_at: now }).where("id", "=", user.id).execute();
        if (kind === "email_change_new") relatesTo = newEmail;
        await audit(trx, "email_change_requested", adminActor(admin), ctx, now, { user_id: user.id, by_admin: true });
      } else if (type === "recovery" || type === "magiclink") {
        await audit(trx, "user_recovery_requested", adminActor(admin), ctx, now, { user_id: user.id, type, by_admin: true });
      }
      const issued = await issueToken(trx, { userId: user.id, kind, relatesTo, now });
      await recordFlow(trx, { userId: user.id, kind, pkce: null, now });
      return { user, issued };
    });

  const { user, issued } = await run().catch((error: unknown) => {
    throw isUniqueViolation(error) ? duplicateEmail() : error;
  });
  const fresh = (await findUserById(auth.db, user.id))!;
  return {
    ...(await adminUserJson(auth.db, fresh)),
    action_link: verifyLink(auth.config, { token: issued.linkToken, type: linkType, redirectTo }),
    email_otp: issued.code,
    // What GoTrue calls the hashed token is what its links carry: here the link token.
    hashed_token: issued.linkToken,
    verification_type: type,
    redirect_to: redirectTo,
  };
}
