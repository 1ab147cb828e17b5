// One-time tokens ([auth] internal/models/one_time_token.go): a 6-digit code and a link token,
// sent together by e-mail, used once, expiring after MAILER_OTP_EXP, one per user and kind.
// Stricter than GoTrue inside: only SHA-256 hashes are stored (GoTrue stores the token_hash that
// its links carry, so a database reader could use them), the link token is 224 random bits
// instead of a hash of the address and the code, and a token is void after a few wrong codes.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OneTimeTokenKind, OneTimeTokensTable } from "../db/schema.js";

type Q = Kysely<Database>;

/** Wrong codes a token survives: a guesser gets 5 tries in a million per e-mail sent. */
export const MAX_CODE_ATTEMPTS = 5;

export interface IssuedToken {
  id: string;
  /** 6 digits, for typing in (the `token` of POST /verify, the `nonce` of PUT /user). */
  code: string;
  /** For links (the `token_hash` of POST /verify, the `token` of GET /verify). */
  linkToken: string;
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/** 28 random bytes in hex: as long as GoTrue's token_hash, so clients see the shape they know. */
const newLinkToken = () => crypto.randomBytes(28).toString("hex");
const newCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");

/** Replaces the user's token of this kind. Run it in the transaction that records the request. */
export async function issueToken(
  db: Q,
  input: { userId: string; kind: OneTimeTokenKind; relatesTo: string; now: string },
): Promise<IssuedToken> {
  await db.deleteFrom("one_time_tokens").where("user_id", "=", input.userId).where("kind", "=", input.kind).execute();
  const id = crypto.randomUUID();
  const code = newCode();
  const linkToken = newLinkToken();
  await db
    .insertInto("one_time_tokens")
    .values({
      id,
      user_id: input.userId,
      kind: input.kind,
      link_hash: sha256(linkToken),
      code_hash: codeHash(id, code),
      relates_to: input.relatesTo.toLowerCase(),
      attempts: 0,
      created_at: input.now,
    })
    .execute();
  return { id, code, linkToken };
}

export function isExpired(token: OneTimeTokensTable, nowMs: number, expSeconds: number): boolean {
  return nowMs > Date.parse(token.created_at) + expSeconds * 1000;
}

export function codeMatches(token: OneTimeTokensTable, code: string): boolean {
  const expected = Buffer.from(token.code_hash, "hex");
  const actual = Buffer.from(codeHash(token.id, code), "hex");
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

export async function findByLinkToken(db: Q, linkToken: string, kinds: OneTimeTokenKind[]): Promise<OneTimeTokensTable | undefined> {
  if (kinds.length === 0) return undefined;
  return db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("link_hash", "=", sha256(linkToken))
    .where("kind", "in", kinds)
    .executeTakeFirst();
}

/** The tokens sent to an address, and among them the one whose code this is. */
export async function findByCode(
  db: Q,
  address: string,
  code: string,
  kinds: OneTimeTokenKind[],
): Promise<{ match: OneTimeTokensTable | undefined; candidates: OneTimeTokensTable[] }> {
  if (kinds.length === 0) return { match: undefined, candidates: [] };
  const candidates = await db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("relates_to", "=", address.toLowerCase())
    .where("kind", "in", kinds)
    .execute();
  return { match: candidates.find((token) => codeMatches(token, code)), candidates };
}

export async function tokenOf(db: Q, userId: string, kind: OneTimeTokenKind): Promise<OneTimeTokensTable | undefined> {
  return db.selectFrom("one_time_tokens").selectAll().where("user_id", "=", userId).where("kind", "=", kind).executeTakeFirst();
}

/** Uses the token up; false when another request used it first. */
export async function consumeToken(db: Q, id: string): Promise<boolean> {
  const result = await db.deleteFrom("one_time_tokens").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Counts a wrong code against these tokens; deletes and returns those that are now void. */
export async function recordWrongCode(db: Q, ids: string[]): Promise<OneTimeTokensTable[]> {
  if (ids.length === 0) return [];
  await db
    .updateTable("one_time_tokens")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "in", ids)
    .execute();
  const spent = await db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("id", "in", ids)
    .where("attempts", ">=", MAX_CODE_ATTEMPTS)
    .execute();
  if (spent.length > 0) {
    await db
      .deleteFrom("one_time_tokens")
      .where(
        "id",
        "in",
        spent.map((token) => token.id),
      )
      .execute();
  }
  return spent;
}

export async function deleteTokens(db: Q, userId: string, kinds?: OneTimeTokenKind[]): Promise<void> {
  let query = db.deleteFrom("one_time_tokens").where("user_id", "=", userId);
  if (kinds) query = query.where("kind", "in", kinds);
  await query.execute();
}
