// Several instances: two server processes on one PostgreSQL database, sharing signing keys,
// behave as one service — sessions, sign-out, rate limits, the account lockout, and stopping an
// answer that streams from the other instance.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { createDatabase } from "../support/postgres.js";
import { json, signUp, uniqueEmail } from "../support/app.js";
import { startFakeLlm, type FakeLlm } from "../support/fake-llm.js";
import { watchSse } from "../support/sse.js";
import { generatePrivateJwk } from "../../server/auth/keys.js";
import { CHANNEL, LISTENER_NAME, type ControlMessage } from "../../server/chat/stream-bus.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";
import { inspect, type Inspector } from "./support/db.js";
import { ask, bearer, postChat } from "./support/http.js";
import { clusterUrl } from "../support/cluster.js";

// About ten seconds unless stopped: a stop that works ends it long before.
const SLOW_ANSWER = { text: "Wort ".repeat(400), chunkDelayMs: 25, status: 200, hang: false };

describe("two instances on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let inspector: Inspector;
  let llm: FakeLlm;
  let databaseUrl: string;
  const dirs: string[] = [];
  // Each test speaks from its own client address (TRUST_PROXY, as behind the reverse proxy),
  // so that the 6-per-5-minutes sign-in bucket of one test does not starve another.
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const grant = (base: string, body: Record<string, string>, ip: string, type = "password") =>
    json(`${base}/auth/v1/token?grant_type=${type}`, { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": ip } });

  beforeAll(async () => {
    databaseUrl = await createDatabase(await clusterUrl(), "proof_instances");
    const jwtKeys = JSON.stringify([await generatePrivateJwk("ES256")]);
    llm = await startFakeLlm();
    const env = {
      JWT_KEYS: jwtKeys,
      // A language model that can be made slow, so that an answer is still running when stopped.
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "test-model",
      AUTH_RATE_LIMIT_TOKEN: "6/300",
      AUTH_LOCKOUT_THRESHOLD: "4",
      AUTH_LOCKOUT_SECONDS: "300",
      AUTH_LOCKOUT_ACCOUNT_PER_HOUR: "4",
      TRUST_PROXY: "true",
    };
    // One after the other: the first runs the migrations, the second finds them done.
    dirs.push(tempDataDir(), tempDataDir());
    a = await startServer({ dataDir: dirs[0], databaseUrl, env });
    b = await startServer({ dataDir: dirs[1], databaseUrl, env });
    inspector = inspect({ databaseUrl, dataDir: dirs[0] });
  });

  afterAll(async () => {
    await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")]);
    await inspector?.close();
    await llm?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("publish the same signing keys", async () => {
    const [ka, kb] = await Promise.all([json(`${a.url}/auth/v1/.well-known/jwks.json`), json(`${b.url}/auth/v1/.well-known/jwks.json`)]);
    expect(ka.body.keys).toHaveLength(1);
    expect(kb.body).toEqual(ka.body);
  });

  it("accept a session made on the other instance, and share its data", async () => {
    const { session, email } = await signUp(a.url);
    const onB = await json(`${b.url}/auth/v1/user`, { headers: bearer(session.access_token) });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id: session.user.id, email });

    const asked = await ask(a.url, session.access_token, "Was regelt Art. 19 DSG?");
    expect(asked.done).toEqual({ type: "done", status: "complete" });
    const list = await json(`${b.url}/api/conversations`, { headers: bearer(session.access_token) });
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((c: { id: string }) => c.id)).toEqual([asked.conversationId]);
    const conversation = await json(`${b.url}/api/conversations/${asked.conversationId}`, { headers: bearer(session.access_token) });
    expect(conversation.body.messages.map((m: { status: string }) => m.status)).toEqual(["complete", "complete"]);

    // A refresh on B of a token issued by A; the new access token works on A.
    const refreshed = await grant(b.url, { refresh_token: session.refresh_token }, nextIp(), "refresh_token");
    expect(refreshed.status).toBe(200);
    expect((await json(`${a.url}/api/me`, { headers: bearer(refreshed.body.access_token) })).body).toMatchObject({ id: session.user.id });
    // Signing in on B with the password set on A.
    const signedIn = await grant(b.url, { email, password: "geheim123" }, nextIp());
    expect(signedIn.status).toBe(200);
    const sessions = await json(`${a.url}/api/me/sessions`, { headers: bearer(signedIn.body.access_token) });
    expect(sessions.body.sessions).toHaveLength(2);
  });

  it("end a session everywhere when it is signed out on one instance", async () => {
    const { session } = await signUp(b.url);
    const token = session.access_token;
    expect((await json(`${a.url}/api/conversations`, { headers: bearer(token) })).status).toBe(200);
    const logout = await fetch(`${a.url}/auth/v1/logout`, { method: "POST", headers: bearer(token) });
    expect(logout.status).toBe(204);
    for (const server of [a, b]) {
      const user = await json(`${server.url}/auth/v1/user`, { headers: bearer(token) });
      expect(user.status, server.url).toBe(403);
      expect(user.body.error_code).toBe("session_not_found");
      expect((await json(`${server.url}/api/conversations`, { headers: bearer(token) })).status, server.url).toBe(401);
      expect((await json(`${server.url}/api/me`, { headers: bearer(token) })).status, server.url).toBe(401);
    }
    const refresh = await grant(b.url, { refresh_token: session.refresh_token }, nextIp(), "refresh_token");
    expect(refresh.status).toBe(400);
  });

  it("share the sign-in rate limit: 3 failures on A and 3 on B, then 429 on either", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (const server of [a, a, a, b, b, b]) {
      statuses.push((await grant(server.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, ip)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const seventhA = await grant(a.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, ip);
    const seventhB = await grant(b.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, ip);
    for (const res of [seventhA, seventhB]) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
    }
    // The bucket is per client address: another client is unaffected.
    expect((await grant(b.url, { email: uniqueEmail("ratelimit"), password: "falsch" }, nextIp())).status).toBe(400);
  });

  it("hold the per-account lockout across instances, for every address the account never signed in from", async () => {
    const { email, password } = await signUp(a.url);
    const statuses: number[] = [];
    // A budget of 4 an hour: failures alternate between the instances, each from a new address.
    for (const server of [a, b, a, b])
      statuses.push((await grant(server.url, { email, password: "falsch-" + statuses.length }, nextIp())).status);
    expect(statuses).toEqual([400, 400, 400, 400]);
    for (const server of [a, b]) {
      const res = await grant(server.url, { email, password }, nextIp());
      expect(res.status, server.url).toBe(429);
      expect(res.body.error_code).toBe("over_request_rate_limit");
    }
    const actions = await inspector.db
      .selectFrom("audit_log")
      .select("action")
      .where("actor_username", "=", email)
      .orderBy("created_at")
      .execute();
    const counts = actions.reduce<Record<string, number>>((acc, { action }) => ({ ...acc, [action]: (acc[action] ?? 0) + 1 }), {});
    expect(counts).toMatchObject({ login_failed: 3, login_locked: 3 });
    // One budget row holds the account's state for both instances: the only one that is empty.
    const empty = await inspector.db.selectFrom("login_budgets").selectAll().where("milli_tokens", "<", 1000).execute();
    expect(empty).toHaveLength(1);
    // The address the account was signed up from (no X-Forwarded-For: the TCP peer) is still heard, on either instance.
    const home = await json(`${b.url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) });
    expect(home.status).toBe(200);
  });

  describe("stopping an answer that streams from the other instance", () => {
    let admin: pg.Client;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
    });
    afterAll(() => admin?.end());
    beforeEach(() => {
      llm.script = { text: "Antwort", chunkDelayMs: 0, status: 200, hang: false };
    });

    /** Starts a slow answer on `server`; resolves once its first words have arrived. */
    async function slowAnswer(server: ServerProcess, token: string) {
      llm.script = { ...SLOW_ANSWER };
      const response = await postChat(server.url, token, { message: "Was regelt Art. 8 DSG?" });
      expect(response.status).toBe(200);
      const stream = watchSse(response);
      const meta = await stream.next((event) => event.type === "meta");
      await stream.next((event) => event.type === "delta");
      return { stream, messageId: meta.messageId as string };
    }
    const stop = (server: ServerProcess, token: string, messageId: string) =>
      json(`${server.url}/api/chat/stop`, { method: "POST", headers: bearer(token), body: JSON.stringify({ messageId }) });
    const stored = (messageId: string) =>
      inspector.db.selectFrom("messages").select(["status", "content"]).where("id", "=", messageId).executeTakeFirstOrThrow();

    /** Stops on B an answer running on A, and checks that it ended at once and is stored as stopped. */
    async function stopFromB(token: string) {
      const answer = await slowAnswer(a, token);
      const asked = Date.now();
      const res = await stop(b, token, answer.messageId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ stopped: true });
      const { events, error } = await answer.stream.result;
      expect(error).toBeUndefined();
      expect(events.at(-1)).toEqual({ type: "done", status: "stopped" });
      expect(Date.now() - asked).toBeLessThan(3_000);
      const written = events
        .filter((e) => e.type === "delta")
        .map((e) => e.text)
        .join("");
      expect(written.length).toBeLessThan(SLOW_ANSWER.text.length);
      // A stores what it had written, as with a stop on A itself.
      expect(await stored(answer.messageId)).toEqual({ status: "stopped", content: written });
    }

    it("stops it on the instance that holds it, promptly, and stores it as stopped", async () => {
      const { session } = await signUp(a.url);
      await stopFromB(session.access_token);
    });

    it("answers stopped: false when no instance holds the stream, as a single instance does", async () => {
      const owner = (await signUp(a.url)).session.access_token;
      const other = (await signUp(b.url)).session.access_token;
      const finished = await ask(a.url, owner, "Was regelt Art. 19 DSG?");
      expect(finished.done).toEqual({ type: "done", status: "complete" });
      for (const server of [a, b]) {
        for (const messageId of [finished.messageId, crypto.randomUUID(), "kein-gueltiger-wert"]) {
          expect((await stop(server, owner, messageId)).body, `${server.url} ${messageId}`).toEqual({ stopped: false });
        }
      }
      expect((await stored(finished.messageId)).status).toBe("complete");
      // Left "streaming" by an instance that died: the database says it runs, nobody holds it.
      await inspector.db.updateTable("messages").set({ status: "streaming" }).where("id", "=", finished.messageId).execute();
      expect((await stop(b, owner, finished.messageId)).body).toEqual({ stopped: false });

      // Someone else's running answer is not theirs to stop, from either instance.
      const running = await slowAnswer(a, owner);
      for (const server of [b, a]) expect((await stop(server, other, running.messageId)).body, server.url).toEqual({ stopped: false });
      // Still running: its owner can stop it.
      expect((await stop(b, owner, running.messageId)).body).toEqual({ stopped: true });
      expect((await running.stream.result).events.at(-1)).toEqual({ type: "done", status: "stopped" });
    });

    it("lets the holding instance check the owner itself: a forged notification stops nothing", async () => {
      const owner = await signUp(a.url);
      const intruder = await signUp(b.url);
      const acknowledged: string[] = [];
      let sawAcknowledgement!: () => void;
      const acknowledgement = new Promise<void>((resolve) => (sawAcknowledgement = resolve));
      admin.on("notification", (message) => {
        const control = JSON.parse(message.payload ?? "{}") as ControlMessage;
        if (control.type !== "stopped") return;
        acknowledged.push(control.requestId);
        sawAcknowledgement();
      });
      await admin.query(`LISTEN ${CHANNEL}`);
      try {
        const running = await slowAnswer(a, owner.session.access_token);
        // Any database client can notify; A must not take the payload's word for the owner.
        const forged: ControlMessage = {
          type: "stop",
          requestId: "forged",
          messageId: running.messageId,
          userId: intruder.session.user.id,
        };
        await admin.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(forged)]);
        // Notifications reach A in order: by the time it acknowledges the owner's stop, it has
        // handled the forged one.
        expect((await stop(b, owner.session.access_token, running.messageId)).body).toEqual({ stopped: true });
        await acknowledgement;
        expect(acknowledged).toHaveLength(1);
        expect(acknowledged).not.toContain("forged");
        expect((await running.stream.result).events.at(-1)).toEqual({ type: "done", status: "stopped" });
      } finally {
        await admin.query(`UNLISTEN ${CHANNEL}`);
        admin.removeAllListeners("notification");
      }
    });

    it("keeps working after the instances' LISTEN connections are cut", async () => {
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = current_database() and application_name = $1 and state = 'idle' and query ilike 'listen%'`,
            [LISTENER_NAME],
          )
        ).rows.map((r) => r.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)", [before]);
      // No event tells us the instances are listening again: poll, with a deadline.
      const deadline = Date.now() + 15_000;
      for (;;) {
        const now = await listeners();
        if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
        if (Date.now() > deadline) throw new Error(`instances did not LISTEN again: ${JSON.stringify(now)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const server of [a, b]) expect(server.output(), server.url).toContain("LISTEN connection lost, reconnecting");
      const { session } = await signUp(b.url);
      await stopFromB(session.access_token);
    });
  });
});
