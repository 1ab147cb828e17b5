import crypto from "node:crypto";
import type { Kysely } from "kysely";

// Refresh tokens were stored in plain text (issue 14). Existing sessions go on: each token is
// replaced by its SHA-256, and each child is sealed under its parent, as new tokens are, so that a
// replay within the reuse interval still yields the current token.
export async function up(db: Kysely<any>): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction; our own keeps a crash from leaving some
  // tokens hashed and others not. On PostgreSQL the migration already runs in one.
  if (db.isTransaction) await hashTokens(db);
  else await db.transaction().execute(hashTokens);
}

async function hashTokens(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("refresh_tokens").renameColumn("token", "token_hash").execute();
  await db.schema.alterTable("refresh_tokens").renameColumn("parent", "parent_hash").execute();
  await db.schema.alterTable("refresh_tokens").addColumn("sealed", "text").execute();
  const rows: { token_hash: string; parent_hash: string | null; created_at: string }[] = await db
    .selectFrom("refresh_tokens")
    .select(["token_hash", "parent_hash", "created_at"])
    .execute();
  // Only a token created within the longest reuse interval (REFRESH_TOKEN_REUSE_INTERVAL, at most
  // an hour) can still be handed out again; older ones are not sealed.
  const cutoff = new Date(Date.now() - 3600_000).toISOString();
  // A hash (64 hex digits) never equals a stored 12-character token, so rows cannot collide.
  for (const { token_hash: token, parent_hash: parent, created_at: createdAt } of rows) {
    await db
      .updateTable("refresh_tokens")
      .set({
        token_hash: hashRefreshToken(token),
        parent_hash: parent === null ? null : hashRefreshToken(parent),
        sealed: parent === null || createdAt < cutoff ? null : sealRefreshToken(token, parent),
      })
      .where("token_hash", "=", token)
      .execute();
  }
}

// A frozen copy of the hashing and sealing of server/auth/refresh-tokens.ts as they were when this
// migration was written: a migration imports no live code, so a later change there cannot change
// what it did (005-sessions.test.ts opens a sealed token with the live code, proving they agree).
function hashRefreshToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function sealRefreshToken(token: string, parent: string): string {
  const key = Buffer.from(crypto.hkdfSync("sha256", parent, Buffer.alloc(0), "refresh-token-seal", 32));
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}
