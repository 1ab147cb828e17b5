// Crashes: the real server process is killed (SIGKILL) under concurrent sign-ups and chat
// messages; after a restart on the same data every acknowledged write is there and the
// database is consistent. And SIGTERM lets a running answer finish before the process exits 0.
import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { sql } from "kysely";
import { createDatabase } from "../support/postgres.js";
import { ENGINES, json, signUp, uniqueEmail } from "../support/app.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";
import { consistencyViolations, inspect } from "./support/db.js";
import { ask, postChat, readSse } from "./support/http.js";
import { clusterUrl } from "../support/cluster.js";

const SIGNUP_WORKERS = 40;
const CHAT_WORKERS = 40;
/** Kill once this many of each are acknowledged: well inside the stream of requests. */
const KILL_AFTER_ACKS = 25;

async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

describe.each(ENGINES)("crash safety on %s", (engine) => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  async function target() {
    const dataDir = tempDataDir("proof-crash-");
    const databaseUrl = engine === "postgres" ? await createDatabase(await clusterUrl(), "proof_crash") : undefined;
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir, databaseUrl };
  }

  async function start(where: { dataDir: string; databaseUrl?: string }, env: Record<string, string> = {}) {
    const server = await startServer({ ...where, env });
    cleanup.push(() => server.kill("SIGKILL"));
    return server;
  }

  it("keeps every acknowledged sign-up and question through SIGKILL, and stays consistent", async () => {
    const where = await target();
    // A small delay between streamed pieces keeps answers in flight when the process dies.
    const env = { CHAT_STREAM_DELAY_MS: "5" };
    let server: ServerProcess = await start(where, env);
    const chatters = await Promise.all(Array.from({ length: 8 }, () => signUp(server.url)));

    const ackedSignups = chatters.map(({ email, password }) => ({ email, password }));
    const ackedQuestions: { question: string; conversationId: string }[] = [];
    let inFlight = 0;
    let killed = false;
    let inFlightAtKill = -1;
    let reachedAcks!: () => void;
    const enoughAcks = new Promise<void>((resolve) => {
      reachedAcks = resolve;
    });
    const checkAcks = () => {
      if (ackedSignups.length - chatters.length >= KILL_AFTER_ACKS && ackedQuestions.length >= KILL_AFTER_ACKS) reachedAcks();
    };

    const signupWorker = async (worker: number) => {
      for (let i = 0; !killed; i++) {
        const email = uniqueEmail(`crash-${worker}-${i}`);
        inFlight++;
        try {
          const res = await fetch(`${server.url}/auth/v1/signup`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, password: "geheim123" }),
          });
          // Acknowledged: a 2xx response, received in full.
          if (res.ok && (await res.json()).access_token) {
            ackedSignups.push({ email, password: "geheim123" });
            checkAcks();
          }
        } catch {
          // the process died under this request: not acknowledged
        } finally {
          inFlight--;
        }
      }
    };
    const chatWorker = async (worker: number) => {
      const { session } = chatters[worker % chatters.length];
      for (let i = 0; !killed; i++) {
        const question = `Frage ${worker}-${i}-${Math.random().toString(36).slice(2, 8)}: Wann muss ich eine Datenschutzverletzung melden?`;
        inFlight++;
        try {
          const res = await postChat(server.url, session.access_token, { message: question });
          if (res.status !== 200) continue;
          // Acknowledged: the meta event says the question is stored.
          await readSse(res, (event) => {
            if (event.type === "meta") {
              ackedQuestions.push({ question, conversationId: event.conversationId });
              checkAcks();
            }
          });
        } catch {
          // refused connection after the kill
        } finally {
          inFlight--;
        }
      }
    };

    const workers = [
      ...Array.from({ length: SIGNUP_WORKERS }, (_, i) => signupWorker(i)),
      ...Array.from({ length: CHAT_WORKERS }, (_, i) => chatWorker(i)),
    ];
    await Promise.race([enoughAcks, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    inFlightAtKill = inFlight;
    killed = true;
    const exit = await server.kill("SIGKILL");
    await Promise.all(workers);
    expect(exit.signal).toBe("SIGKILL");
    // The kill hit a server under load, with requests outstanding.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(ackedSignups.length - chatters.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(ackedQuestions.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    server = await start(where);
    const inspector = inspect(where);
    cleanup.push(() => inspector.close());

    // Every acknowledged question is stored, in the conversation the stream announced.
    const stored = await inspector.db
      .selectFrom("messages")
      .select(["content", "conversation_id", "role"])
      .where("role", "=", "user")
      .execute();
    const storedKeys = new Set(stored.map((m) => `${m.conversation_id}\n${m.content}`));
    const lostQuestions = ackedQuestions.filter((q) => !storedKeys.has(`${q.conversationId}\n${q.question}`));
    expect(lostQuestions).toEqual([]);

    // Every acknowledged sign-up can sign in.
    const failedSignIns: string[] = [];
    await pool(ackedSignups, 8, async ({ email, password }) => {
      const res = await json(`${server.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        body: JSON.stringify({ email, password }),
      });
      if (res.status !== 200) failedSignIns.push(`${email}: ${res.status} ${res.text}`);
    });
    expect(failedSignIns).toEqual([]);

    // Nothing half-written: no orphans, every transaction whole.
    const violations = await consistencyViolations(inspector.db);
    expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((k) => [k, 0])));
    if (engine === "sqlite") {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(inspector.db);
      expect(integrity.rows).toEqual([{ integrity_check: "ok" }]);
      const foreignKeys = await sql`pragma foreign_key_check`.execute(inspector.db);
      expect(foreignKeys.rows).toEqual([]);
    }
    // Answers cut off by the kill stay as they were ("streaming"); the questions are what counts.
    const answers = await inspector.db.selectFrom("messages").select(["status"]).where("role", "=", "assistant").execute();
    expect(answers.every((a) => a.status === "complete" || a.status === "streaming")).toBe(true);
    console.info(
      `crash on ${engine}: SIGKILL with ${inFlightAtKill} requests in flight; ${ackedSignups.length} acknowledged sign-ups and ` +
        `${ackedQuestions.length} acknowledged questions all present; ${answers.filter((a) => a.status === "streaming").length} answers cut off (left "streaming")`,
    );

    // The restarted server works on the recovered data.
    const fresh = await signUp(server.url);
    expect((await ask(server.url, fresh.session.access_token, "Was regelt Art. 19 DSG?")).done).toEqual({
      type: "done",
      status: "complete",
    });
    expect((await server.kill("SIGTERM")).code).toBe(0);
  });

  it("finishes a running answer on SIGTERM, stores it and exits 0", async () => {
    const where = await target();
    const server = await start(where, { CHAT_STREAM_DELAY_MS: "50" });
    const { session } = await signUp(server.url);
    const response = await postChat(server.url, session.access_token, {
      message: "Wir hatten einen Hackerangriff, müssen wir das dem EDÖB melden?",
    });
    expect(response.status).toBe(200);
    let signalled = false;
    const { events, error } = await readSse(response, (event) => {
      // SIGTERM while the answer is being written.
      if (event.type === "delta" && !signalled) {
        signalled = true;
        server.child.kill("SIGTERM");
      }
    });
    expect(signalled).toBe(true);
    expect(error).toBeUndefined();
    expect(events[0]).toMatchObject({ type: "meta" });
    expect(events.filter((e) => e.type === "delta").length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ type: "done", status: "complete" });
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });

    const inspector = inspect(where);
    cleanup.push(() => inspector.close());
    const answer = await inspector.db.selectFrom("messages").selectAll().where("id", "=", events[0].messageId).executeTakeFirstOrThrow();
    expect(answer.status).toBe("complete");
    expect(answer.content).toBe(
      events
        .filter((e) => e.type === "delta")
        .map((e) => e.text)
        .join(""),
    );
    expect(JSON.parse(answer.citations)).toEqual(events.find((e) => e.type === "citations").citations);
  });
});
