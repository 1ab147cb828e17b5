// The S3 backend against a local S3-compatible server (s3rver) started by the test: objects written
// through one instance are read, copied and removed through another on the same database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { type SupabaseClient } from "@supabase/supabase-js";
import { ENGINES, startTestApp, type TestApp } from "../../tests/support/app.js";
import { officialClient } from "../../tests/support/client.js";

const KEY = "s3-test-service-role-key-0123456789abcdef0123";
const MB = 1024 * 1024;

describe.each(ENGINES)("Storage API with the S3 backend on %s", (engine) => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let first: TestApp;
  let second: TestApp;
  const storage = (t: TestApp): SupabaseClient["storage"] => officialClient(t.url, { key: KEY, token: KEY }).storage;
  const stored = async () => {
    const client = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: "dokumente-test" }));
    client.destroy();
    return (listed.Contents ?? []).map((entry) => entry.Key!);
  };

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: "dokumente-test" }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    const env = {
      SERVICE_ROLE_KEY: KEY,
      STORAGE_S3_BUCKET: "dokumente-test",
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
      STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
      STORAGE_S3_PREFIX: "objekte/",
    };
    first = await startTestApp(engine, { env });
    // The second instance shares the first one's database: the same PostgreSQL database, or the same SQLite file.
    const shared: Record<string, string> =
      engine === "postgres" ? { DATABASE_URL: first.config.databaseUrl! } : { DATA_DIR: first.dataDir };
    second = await startTestApp(engine, { env: { ...env, ...shared } });
    expect((await storage(first).createBucket("akten", { public: false, fileSizeLimit: 20 * MB })).error).toBeNull();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it("stores bytes in S3 under generated names; the other instance reads, copies and removes them", async () => {
    const big = Buffer.alloc(12 * MB, "abc");
    expect((await storage(first).from("akten").upload("a/klein.txt", "Hallo S3")).error).toBeNull();
    expect((await storage(first).from("akten").upload("a/gross.bin", big)).error).toBeNull();
    const keys = await stored();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^objekte\/[0-9a-f-]{36}$/);

    const small = await storage(second).from("akten").download("a/klein.txt");
    expect(await small.data!.text()).toBe("Hallo S3");
    const large = await storage(second).from("akten").download("a/gross.bin");
    expect(Buffer.from(await large.data!.arrayBuffer()).equals(big)).toBe(true);
    expect((await storage(second).from("akten").copy("a/klein.txt", "b/kopie.txt")).error).toBeNull();
    expect(await (await storage(first).from("akten").download("b/kopie.txt")).data!.text()).toBe("Hallo S3");
    expect(await stored()).toHaveLength(3);
    // The sweep lists the S3 blobs: all are named by a row, none is removed, until a row goes.
    expect(await first.app.storage!.sweep(0)).toBe(0);
    await first.database.db.deleteFrom("storage_objects").where("name", "=", "b/kopie.txt").execute();
    expect(await second.app.storage!.sweep(0)).toBe(1);
    expect(await stored()).toHaveLength(2);

    expect((await storage(second).from("akten").remove(["a/klein.txt", "a/gross.bin"])).data).toHaveLength(2);
    expect(await stored()).toEqual([]);
  });

  it("refuses an upload over the limit without leaving a part behind", async () => {
    const tooBig = await storage(first)
      .from("akten")
      .upload("zu-gross.bin", Buffer.alloc(20 * MB + 1));
    expect(tooBig.error).toMatchObject({ statusCode: "413" });
    expect(await stored()).toEqual([]);
    expect((await storage(second).from("akten").list()).data).toEqual([]);
  });
});
