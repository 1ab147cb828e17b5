// Paged listing computed by the database (list-query.ts) on both engines: folders once each among
// the files, search, every sort column in both orders (byte order for names, folders without times
// first ascending and last descending), limit and offset, list-v2 with and without a delimiter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SupabaseClient } from "@supabase/supabase-js";
import { ENGINES, startTestApp, type TestApp } from "../../tests/support/app.js";
import { sql } from "kysely";
import { fixedClock } from "../clock.js";
import { officialClient } from "../../tests/support/client.js";

const KEY = "listing-test-service-role-key-0123456789abcdef";
// Uploaded in this order, one minute apart: created_at and updated_at follow it.
const KEYS = [
  "akte/b.txt",
  "akte/A.txt",
  "akte/unter/x.txt",
  "akte/a.txt",
  "akte/unter/y.txt",
  "akte/Z/z.txt",
  "akte/a-2.txt",
  "akte2.txt",
];

describe.each(ENGINES)("listing in the database on %s", (engine) => {
  const clock = fixedClock(Date.parse("2026-11-27T08:00:00Z"));
  let t: TestApp;
  let bucket: ReturnType<SupabaseClient["storage"]["from"]>;
  const names = (entries: { name: string }[] | null) => entries!.map((entry) => entry.name);

  beforeAll(async () => {
    t = await startTestApp(engine, { clock, env: { SERVICE_ROLE_KEY: KEY } });
    if (engine === "postgres") {
      // The test cluster has no locale (byte order anyway); a production database usually has one,
      // under which "a.txt" would sort before "A.txt". The names get a linguistic collation here, so
      // that byte order has to come from the query itself.
      await sql`alter table storage_objects alter column name type text collate "und-x-icu"`.execute(t.database.db);
    }
    const storage = officialClient(t.url, { key: KEY, token: KEY }).storage;
    expect((await storage.createBucket("liste", { public: false })).error).toBeNull();
    bucket = storage.from("liste");
    for (const key of KEYS) {
      expect((await bucket.upload(key, key)).error).toBeNull();
      clock.advance(60_000);
    }
  });
  afterAll(() => t?.close());

  it("lists one level with each folder once, by name in byte order, and pages by limit and offset", async () => {
    expect(names((await bucket.list("akte")).data)).toEqual(["A.txt", "Z", "a-2.txt", "a.txt", "b.txt", "unter"]);
    expect(names((await bucket.list("akte", { sortBy: { column: "name", order: "desc" } })).data)).toEqual([
      "unter",
      "b.txt",
      "a.txt",
      "a-2.txt",
      "Z",
      "A.txt",
    ]);
    expect(names((await bucket.list("akte", { limit: 2, offset: 2 })).data)).toEqual(["a-2.txt", "a.txt"]);
    expect(names((await bucket.list("akte", { limit: 2, offset: 6 })).data)).toEqual([]);
    expect(names((await bucket.list("akte", { search: "a" })).data)).toEqual(["a-2.txt", "a.txt"]);
    expect(names((await bucket.list("akte", { search: "u" })).data)).toEqual(["unter"]);
    expect(names((await bucket.list()).data)).toEqual(["akte", "akte2.txt"]);
    const [folder] = (await bucket.list("akte", { search: "Z" })).data!;
    expect(folder).toEqual({ name: "Z", id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    const [file] = (await bucket.list("akte", { search: "b" })).data!;
    expect(file).toMatchObject({
      name: "b.txt",
      created_at: "2026-11-27T08:00:00.000Z",
      metadata: { size: 10, mimetype: "text/plain;charset=UTF-8" },
    });
  });

  it("sorts by a time column with folders first ascending and last descending", async () => {
    const ascending = await bucket.list("akte", { sortBy: { column: "created_at", order: "asc" } });
    expect(names(ascending.data)).toEqual(["Z", "unter", "b.txt", "A.txt", "a.txt", "a-2.txt"]);
    const descending = await bucket.list("akte", { sortBy: { column: "updated_at", order: "desc" } });
    expect(names(descending.data)).toEqual(["a-2.txt", "a.txt", "A.txt", "b.txt", "unter", "Z"]);
    const page = await bucket.list("akte", { limit: 3, offset: 1, sortBy: { column: "created_at", order: "asc" } });
    expect(names(page.data)).toEqual(["unter", "b.txt", "A.txt"]);
  });

  it("list-v2: every key under a prefix as given, or folders with a delimiter, with a next page", async () => {
    const flat = await bucket.listV2({ prefix: "akte/unter" });
    expect(flat.data!.objects.map((object) => object.key)).toEqual(["akte/unter/x.txt", "akte/unter/y.txt"]);
    const all = await bucket.listV2({ prefix: "akte" });
    expect(all.data!.objects.map((object) => object.key)).toEqual([
      "akte/A.txt",
      "akte/Z/z.txt",
      "akte/a-2.txt",
      "akte/a.txt",
      "akte/b.txt",
      "akte/unter/x.txt",
      "akte/unter/y.txt",
      "akte2.txt",
    ]);
    const first = await bucket.listV2({ prefix: "akte/", with_delimiter: true, limit: 4 });
    expect(first.data).toMatchObject({ hasNext: true, folders: [{ key: "Z", name: "akte/Z/" }] });
    expect(first.data!.objects.map((object) => object.key)).toEqual(["akte/A.txt", "akte/a-2.txt", "akte/a.txt"]);
    const second = await bucket.listV2({ prefix: "akte/", with_delimiter: true, limit: 4, cursor: first.data!.nextCursor });
    expect(second.data).toMatchObject({ hasNext: false, folders: [{ key: "unter", name: "akte/unter/" }] });
    expect(second.data!.objects.map((object) => object.key)).toEqual(["akte/b.txt"]);
    // "akte" without a slash: the folder "akte" and the file "akte2.txt" beside it.
    const root = await bucket.listV2({ prefix: "akte", with_delimiter: true });
    expect(root.data!.folders).toEqual([{ key: "akte", name: "akte/" }]);
    expect(root.data!.objects.map((object) => object.key)).toEqual(["akte2.txt"]);
  });
});
