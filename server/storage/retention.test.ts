// STORAGE_RETENTION_DAYS through the hourly sweep, with the injected clock, on both engines and both
// backends: a user's documents go (rows and bytes) once nothing in their folder changed for that
// long; a kept notice stays as long as its last report; buckets not configured for users are untouched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { type SupabaseClient } from "@supabase/supabase-js";
import { ENGINES, startTestApp, type TestApp } from "../../tests/support/app.js";
import { fixedClock } from "../clock.js";
import { officialClient } from "../../tests/support/client.js";

const KEY = "retention-test-service-role-key-0123456789abcdef";
const DAY = 86_400_000;
const USER = "0b9f1a52-7a54-4c55-9d1c-2f1f8a6b1e01";
const CASES = ENGINES.flatMap((engine) => (["local", "s3"] as const).map((backend) => [engine, backend] as const));

describe.each(CASES)("retention of users' documents on %s with the %s backend", (engine, backend) => {
  const clock = fixedClock(Date.parse("2026-01-05T10:00:00Z"));
  let s3: S3rver | null = null;
  let s3Dir = "";
  let t: TestApp;
  let storage: SupabaseClient["storage"];

  beforeAll(async () => {
    const env: Record<string, string> = { SERVICE_ROLE_KEY: KEY, STORAGE_USER_BUCKETS: "dokumente", STORAGE_RETENTION_DAYS: "30" };
    if (backend === "s3") {
      s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
      s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: "aufbewahrung" }] });
      const { port } = await s3.run();
      Object.assign(env, {
        STORAGE_S3_BUCKET: "aufbewahrung",
        STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
        STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
      });
    }
    t = await startTestApp(engine, { clock, env });
    storage = officialClient(t.url, { key: KEY, token: KEY }).storage;
    expect((await storage.createBucket("akten", { public: false })).error).toBeNull();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  const put = async (bucket: string, key: string) => expect((await storage.from(bucket).upload(key, `Inhalt von ${key}`)).error).toBeNull();
  const names = async (bucket: string) =>
    (await t.database.db.selectFrom("storage_objects").select("name").where("bucket_id", "=", bucket).orderBy("name").execute()).map(
      (row) => row.name,
    );
  const blobs = async () => {
    const found: string[] = [];
    for await (const { blob } of t.app.storage!.backend.list()) found.push(blob);
    return found.sort();
  };
  const blobsOfRows = async () =>
    (await t.database.db.selectFrom("storage_objects").select("blob").execute()).map((row) => row.blob).sort();

  it("deletes what nothing in its folder renewed within the period, rows and bytes, and only in user buckets", async () => {
    await put("dokumente", `${USER}/notices/n1/dokument.txt`);
    await put("dokumente", `${USER}/notices/n1/bericht-1.json`);
    await put("dokumente", `${USER}/meldungsentwuerfe/d1/meldung-edoeb-entwurf.docx`);
    await put("akten", "alt.txt");
    // Day 20: the notice is checked again (a new report beside the old ones).
    clock.advance(20 * DAY);
    await put("dokumente", `${USER}/notices/n1/bericht-2.json`);
    expect(await t.app.storage!.sweep()).toBe(0);

    // Day 31: the draft is older than 30 days and alone in its folder; the notice was renewed on day 20.
    clock.advance(11 * DAY);
    expect(await t.app.storage!.sweep()).toBe(1);
    expect(await names("dokumente")).toEqual([
      `${USER}/notices/n1/bericht-1.json`,
      `${USER}/notices/n1/bericht-2.json`,
      `${USER}/notices/n1/dokument.txt`,
    ]);
    expect(await blobs()).toEqual(await blobsOfRows());
    expect((await storage.from("dokumente").download(`${USER}/notices/n1/dokument.txt`)).error).toBeNull();

    // Day 50: a new draft; day 51: the notice's last change is 31 days old, so the whole folder goes.
    clock.advance(19 * DAY);
    await put("dokumente", `${USER}/meldungsentwuerfe/d2/meldung-edoeb-entwurf.docx`);
    clock.advance(DAY);
    expect(await t.app.storage!.sweep()).toBe(3);
    expect(await names("dokumente")).toEqual([`${USER}/meldungsentwuerfe/d2/meldung-edoeb-entwurf.docx`]);
    expect(await blobs()).toEqual(await blobsOfRows());
    expect(await blobs()).toHaveLength(2);
    expect((await storage.from("dokumente").download(`${USER}/notices/n1/dokument.txt`)).error).toMatchObject({ statusCode: "404" });
    // Not a user bucket: the operator's own files are not the users' documents.
    expect(await names("akten")).toEqual(["alt.txt"]);
  });

  it("tells the privacy notice how long documents are kept", async () => {
    const facts = (await (await fetch(`${t.url}/api/privacy`)).json()) as { retention: { documentsDays: number } };
    expect(facts.retention.documentsDays).toBe(30);
  });
});
