// What /recover, /otp, /resend and sign-up share: issuing a one-time token (with its PKCE flow
// state) whose mail goes out after the transaction commits. Their limits are in mail-limits.ts.
import type { Kysely } from "kysely";
import type { Database, OneTimeTokenKind } from "../db/schema.js";
import type { MailKind } from "../mail/mail.js";
import { recordFlow, type Pkce, PKCE_PREFIX } from "./flow-state.js";
import { issueToken } from "./one-time-tokens.js";
import { verifyLink } from "./redirects.js";
import type { AuthDeps } from "./deps.js";

/** The verify `type` a token kind's link carries, and the e-mail it comes in. */
const LINKS: Record<
  "recovery" | "confirmation" | "magic_link",
  { type: string; mail: MailKind & ("recovery" | "signup_confirmation" | "magic_link") }
> = {
  recovery: { type: "recovery", mail: "recovery" },
  confirmation: { type: "signup", mail: "signup_confirmation" },
  magic_link: { type: "magiclink", mail: "magic_link" },
};

/** In the caller's transaction; returns the send, to run once it has committed. */
export async function issueMailedToken(
  trx: Kysely<Database>,
  auth: Pick<AuthDeps, "config" | "mail">,
  input: {
    userId: string;
    email: string;
    kind: "recovery" | "confirmation" | "magic_link";
    pkce: Pkce | null;
    redirectTo: string;
    now: string;
  },
): Promise<() => void> {
  const kind: OneTimeTokenKind = input.kind;
  const issued = await issueToken(trx, { userId: input.userId, kind, relatesTo: input.email, now: input.now });
  await recordFlow(trx, { userId: input.userId, kind, pkce: input.pkce, now: input.now });
  const { type, mail } = LINKS[input.kind];
  const token = input.pkce ? `${PKCE_PREFIX}${issued.linkToken}` : issued.linkToken;
  const link = verifyLink(auth.config, { token, type, redirectTo: input.redirectTo });
  const data = { code: issued.code, link, expiresInSeconds: auth.config.mail.otpExpSeconds };
  return () => auth.mail.send(mail, input.email, data);
}
