// The one-statement session lookup (issue 28) against the separate queries it replaces, on both
// engines: GET /user shows the same identities and factors in the same order, and the guard's
// second-factor flag agrees with hasVerifiedFactor().
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../../tests/support/app.js";
import { sqliteFileOf } from "../db/database.js";
import { factorsField, hasVerifiedFactor } from "./factors-store.js";
import { SessionLookup } from "./session-lookup.js";
import { userJson } from "./user-json.js";
import { findUserById, identitiesOf } from "./users.js";

function sessionIdOf(accessToken: string): string {
  return (JSON.parse(Buffer.from(accessToken.split(".")[1], "base64url").toString("utf8")) as { session_id: string }).session_id;
}

describe.each(ENGINES)("session lookup on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60" } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function addFactor(userId: string, id: string, status: "verified" | "unverified", createdAt: string, name: string) {
    await db()
      .insertInto("mfa_factors")
      .values({
        id,
        user_id: userId,
        friendly_name: name,
        factor_type: "totp",
        status,
        secret: "v1:not-a-real-secret",
        last_used_step: 12345,
        last_challenged_at: status === "verified" ? "2026-01-02T03:04:05.000Z" : null,
        failed_attempts: 0,
        locked_until: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }

  it("GET /user without factors: the identities of the separate query, no factors field", async () => {
    const { session } = await signUp(t.url);
    const res = await json(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(res.status).toBe(200);
    const user = (await findUserById(db(), session.user.id))!;
    const expected = JSON.parse(
      JSON.stringify({ ...userJson(user, await identitiesOf(db(), user.id)), ...(await factorsField(db(), user.id)) }),
    );
    expect(res.body).toEqual(expected);
    expect(res.body.identities).toHaveLength(1);
    expect("factors" in res.body).toBe(false);
  });

  it("GET /user with identities and factors: same content and order as the separate queries", async () => {
    const { session } = await signUp(t.url);
    const userId = session.user.id;
    // Inserted out of order: the lookup must order by creation as identitiesOf/factorsOf do.
    await addFactor(userId, crypto.randomUUID(), "unverified", "2030-01-01T00:00:02.000Z", "");
    await addFactor(userId, crypto.randomUUID(), "verified", "2030-01-01T00:00:01.000Z", "Handy «Büro»");
    await db()
      .insertInto("identities")
      .values({
        id: crypto.randomUUID(),
        provider_id: "another-provider-id",
        user_id: userId,
        provider: "phone",
        identity_data: JSON.stringify({ sub: userId, note: 'Grüezi "zäme"' }),
        last_sign_in_at: null,
        created_at: "2000-01-01T00:00:00.000Z",
        updated_at: "2000-01-01T00:00:00.000Z",
      })
      .execute();
    const res = await json(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(res.status).toBe(200);
    const user = (await findUserById(db(), userId))!;
    const expected = JSON.parse(
      JSON.stringify({ ...userJson(user, await identitiesOf(db(), userId)), ...(await factorsField(db(), userId)) }),
    );
    expect(res.body).toEqual(expected);
    expect(res.body.identities.map((i: { provider: string }) => i.provider)).toEqual(["phone", "email"]);
    expect(res.body.factors.map((f: { status: string }) => f.status)).toEqual(["verified", "unverified"]);
    expect(JSON.stringify(res.body)).not.toContain("not-a-real-secret");
  });

  it("the guard's statement carries the second-factor flag hasVerifiedFactor() computes", async () => {
    const lookup = new SessionLookup(db(), engine);
    const { session } = await signUp(t.url);
    const userId = session.user.id;
    const sessionId = sessionIdOf(session.access_token);
    const flag = async () => (await lookup.guard(sessionId))!.verifiedFactor;
    expect(await flag()).toBe(false);
    await addFactor(userId, crypto.randomUUID(), "unverified", "2030-01-01T00:00:00.000Z", "");
    expect(await flag()).toBe(false);
    expect(await hasVerifiedFactor(db(), userId)).toBe(false);
    await addFactor(userId, crypto.randomUUID(), "verified", "2030-01-01T00:00:01.000Z", "");
    expect(await flag()).toBe(true);
    expect(await hasVerifiedFactor(db(), userId)).toBe(true);
    const found = (await lookup.guard(sessionId))!;
    // Every column of both rows, with its type: the statement names them one by one.
    expect(found.user).toStrictEqual({ ...(await findUserById(db(), userId)) });
    expect(found.session).toStrictEqual({
      ...(await db().selectFrom("sessions").selectAll().where("id", "=", sessionId).executeTakeFirst()),
    });
    expect(found.session.user_id).toBe(userId);
    expect(await lookup.guard(crypto.randomUUID())).toBeUndefined();
  });

  it("lookups asked in the same turn each get their own session, a missing one nothing, a repeated one its own copy", async () => {
    const lookup = new SessionLookup(db(), engine);
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const [idA, idB] = [sessionIdOf(a.session.access_token), sessionIdOf(b.session.access_token)];
    await addFactor(b.session.user.id, crypto.randomUUID(), "verified", "2030-01-01T00:00:00.000Z", "");
    const alone = { a: (await lookup.account(idA))!, b: (await lookup.account(idB))! };
    // All in one turn: on PostgreSQL one statement answers them together.
    const [accountA, guardB, missing, accountB, accountAAgain, guardA] = await Promise.all([
      lookup.account(idA),
      lookup.guard(idB),
      lookup.guard(crypto.randomUUID()),
      lookup.account(idB),
      lookup.account(idA),
      lookup.guard(idA),
    ]);
    expect(accountA).toEqual(alone.a);
    expect(accountB).toEqual(alone.b);
    expect(accountA!.user.id).toBe(a.session.user.id);
    expect(accountB!.factors).toHaveLength(1);
    expect(accountA!.factors).toHaveLength(0);
    expect(guardB).toMatchObject({ verifiedFactor: true, session: { id: idB } });
    expect(guardA).toMatchObject({ verifiedFactor: false, session: { id: idA } });
    expect(missing).toBeUndefined();
    expect(accountAAgain).toEqual(accountA);
    // PostgreSQL: a repeated lookup in one turn gets its own copy. SQLite hands out the remembered
    // values (session 15), frozen so that no request can change what another reads.
    if (engine === "postgres") expect(accountAAgain!.user).not.toBe(accountA!.user);
    else expect(Object.isFrozen(accountAAgain!.user)).toBe(true);
    // A session ended before the lookup is asked for is not found, in a turn with others.
    await db().deleteFrom("sessions").where("id", "=", idB).execute();
    const [afterA, afterB] = await Promise.all([lookup.guard(idA), lookup.guard(idB)]);
    expect(afterA?.session.id).toBe(idA);
    expect(afterB).toBeUndefined();
  });

  it.runIf(engine === "postgres")(
    "PostgreSQL: the lookups run as statements prepared once per connection, with the same rows",
    async () => {
      const { session } = await signUp(t.url);
      const sessionId = sessionIdOf(session.access_token);
      await db()
        .connection()
        .execute(async (connection) => {
          const lookup = new SessionLookup(connection, engine);
          const first = await lookup.account(sessionId);
          const again = await lookup.account(sessionId);
          const guard = await lookup.guard(sessionId);
          expect(first?.session.id).toBe(sessionId);
          expect(again).toEqual(first);
          expect(guard?.user).toEqual(first?.user);
          const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
            connection,
          );
          const names = prepared.rows.filter((r) => r.name.startsWith("hot_"));
          expect(names.length).toBeGreaterThanOrEqual(2);
          expect(names.some((r) => r.statement.includes("json_agg"))).toBe(true);
          expect(names.some((r) => r.statement.includes("verified_factor"))).toBe(true);
        });
    },
  );

  it.runIf(engine === "sqlite")(
    "SQLite: a lookup runs on the file directly, but waits for a transaction another caller holds open",
    async () => {
      expect(sqliteFileOf(db())).toBeDefined();
      const lookup = new SessionLookup(db(), engine);
      const { session } = await signUp(t.url);
      const sessionId = sessionIdOf(session.access_token);
      let pending: Promise<unknown> | undefined;
      let settledInside = false;
      // The session is deleted inside a transaction that is rolled back: a lookup asked meanwhile must
      // not see the uncommitted delete (a direct read on the one connection would), so it waits.
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await trx.deleteFrom("sessions").where("id", "=", sessionId).execute();
            expect(sqliteFileOf(db())!.inTransaction).toBe(true);
            pending = lookup.guard(sessionId).finally(() => (settledInside = true));
            await new Promise((resolve) => setTimeout(resolve, 20));
            expect(settledInside).toBe(false);
            throw new Error("roll back");
          }),
      ).rejects.toThrow("roll back");
      expect(await pending).toMatchObject({ session: { id: sessionId } });
      // Outside a transaction the direct read sees every committed change at once.
      await db().deleteFrom("sessions").where("id", "=", sessionId).execute();
      expect(await lookup.guard(sessionId)).toBeUndefined();
      expect(await lookup.account(sessionId)).toBeUndefined();
    },
  );
});
