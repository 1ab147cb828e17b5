// The Storage API through the official client (supabase.storage), on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SupabaseClient } from "@supabase/supabase-js";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ENGINES, signUp, startTestApp, type TestApp } from "../../tests/support/app.js";
import { fixedClock } from "../clock.js";
import { officialClient } from "../../tests/support/client.js";

const SERVICE_KEY = "storage-test-service-role-key-0123456789abcdef";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4470000000049454e44ae426082",
  "hex",
);

/** A request whose path is sent exactly as written (fetch would resolve dot segments first). */
function rawStatus(url: string): Promise<number> {
  const { hostname: host, port } = new URL(url.slice(0, url.indexOf("/storage/v1/")));
  const path = url.slice(url.indexOf("/storage/v1/"));
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host, port, path, method: "POST", headers: { authorization: `Bearer ${SERVICE_KEY}`, "content-type": "text/plain" } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end("x");
  });
}

describe.each(ENGINES)("Storage API through supabase-js on %s", (engine) => {
  let t: TestApp;
  const clock = fixedClock(Date.parse("2026-11-27T08:00:00Z"));
  const client = (key: string, token?: string): SupabaseClient => officialClient(t.url, { key, token });
  let service: SupabaseClient;

  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: { SERVICE_ROLE_KEY: SERVICE_KEY, STORAGE_USER_BUCKETS: "dokumente", AUTH_RATE_LIMIT_SIGNUP: "1000/60" },
    });
    service = client(SERVICE_KEY, SERVICE_KEY);
    // The configured user bucket exists from the start, private.
    expect((await service.storage.getBucket("dokumente")).data).toMatchObject({ id: "dokumente", public: false });
    expect((await service.storage.createBucket("dokumente", { public: false })).error).toMatchObject({ statusCode: "409" });
    expect((await service.storage.createBucket("oeffentlich", { public: true })).error).toBeNull();
  });
  afterAll(() => t.close());

  it("lists 100 entries by default, sorted by name ascending", async () => {
    const names = Array.from({ length: 105 }, (_, i) => `f-${String(104 - i).padStart(3, "0")}.txt`);
    for (const name of names) {
      expect((await service.storage.from("oeffentlich").upload(`liste/${name}`, "x")).error).toBeNull();
    }
    const { data, error } = await service.storage.from("oeffentlich").list("liste");
    expect(error).toBeNull();
    expect(data).toHaveLength(100);
    expect(data!.map((entry) => entry.name)).toEqual([...names].sort().slice(0, 100));
    const searched = await service.storage.from("oeffentlich").list("liste", { search: "f-10" });
    expect(searched.data!.map((entry) => entry.name)).toEqual(["f-100.txt", "f-101.txt", "f-102.txt", "f-103.txt", "f-104.txt"]);
    const root = await service.storage.from("oeffentlich").list();
    expect(root.data).toEqual([expect.objectContaining({ name: "liste", id: null })]);
  });

  it("refuses a second upload of a name unless upsert is set, and replaces it with upsert", async () => {
    const bucket = service.storage.from("oeffentlich");
    expect((await bucket.upload("upsert/a.txt", "eins")).error).toBeNull();
    const again = await bucket.upload("upsert/a.txt", "zwei");
    expect(again.error).toMatchObject({ message: "The resource already exists", statusCode: "409" });
    expect((await bucket.upload("upsert/a.txt", "drei", { upsert: true })).error).toBeNull();
    const { data } = await bucket.download("upsert/a.txt");
    expect(await data!.text()).toBe("drei");
  });

  it("serves a public bucket's object to anyone, and a signed URL until it expires", async () => {
    const bucket = service.storage.from("oeffentlich");
    await bucket.upload("bild.png", PNG, { contentType: "image/png" });
    const anon = client("public-anon-key");
    const url = anon.storage.from("oeffentlich").getPublicUrl("bild.png", { download: true }).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toContain('filename="bild.png"');
    expect(response.headers.get("cache-control")).toBe("max-age=3600");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    // An anonymous caller sees nothing of a private bucket.
    await service.storage.from("dokumente").upload("geheim.txt", "geheim");
    expect((await anon.storage.from("dokumente").download("geheim.txt")).error).not.toBeNull();
    expect((await fetch(`${t.url}/storage/v1/object/public/dokumente/geheim.txt`)).status).toBe(404);

    const signed = await service.storage.from("dokumente").createSignedUrl("geheim.txt", 60);
    expect(signed.error).toBeNull();
    const ok = await fetch(signed.data!.signedUrl);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.text()).toBe("geheim");
    clock.advance(61_000);
    const expired = await fetch(signed.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: "400", error: "InvalidJWT", message: "jwt expired" });
  });

  it("lets a user keep files only under their own folder, and never read another user's", async () => {
    const alice = await signUp(t.url);
    const bob = await signUp(t.url);
    const asAlice = client("public-anon-key", alice.session.access_token).storage.from("dokumente");
    const asBob = client("public-anon-key", bob.session.access_token).storage.from("dokumente");
    const aliceKey = `${alice.session.user.id}/bericht.txt`;
    expect((await asAlice.upload(aliceKey, "Bericht von Alice")).error).toBeNull();
    expect((await asAlice.download(aliceKey)).error).toBeNull();
    expect((await asBob.download(aliceKey)).error).toMatchObject({ statusCode: "404" });
    expect((await asBob.createSignedUrl(aliceKey, 60)).error).not.toBeNull();
    expect((await asBob.upload(aliceKey, "überschrieben", { upsert: true })).error).toMatchObject({ statusCode: "403" });
    expect((await asBob.remove([aliceKey])).data).toEqual([]);
    // Outside the configured buckets a user has nothing.
    const other = client("public-anon-key", alice.session.access_token).storage.from("oeffentlich");
    expect((await other.upload(`${alice.session.user.id}/x.txt`, "x")).error).not.toBeNull();
    // Alice's listing shows only her folder.
    const listed = await client("public-anon-key", alice.session.access_token).storage.from("dokumente").list();
    expect(listed.data!.map((entry) => entry.name)).toEqual([alice.session.user.id]);
    expect(await (await asAlice.download(aliceKey)).data!.text()).toBe("Bericht von Alice");
  });

  it("refuses keys that climb out of a folder, plain or encoded", async () => {
    const bucket = service.storage.from("oeffentlich");
    // (A client's URL parser resolves "a/%2e%2e/" and backslashes itself; the raw requests below reach the server as sent.)
    for (const key of ["../x.txt", "a/../../x.txt", "a/%252e%252e/x.txt"]) {
      const { error } = await bucket.upload(key, "x");
      expect(error, key).toMatchObject({ statusCode: "400" });
    }
    const absolute = await fetch(`${t.url}/storage/v1/object/oeffentlich//etc/passwd`, {
      method: "POST",
      headers: { authorization: `Bearer ${SERVICE_KEY}`, "content-type": "text/plain" },
      body: "x",
    });
    expect(absolute.status).toBe(400);
    const encoded = await fetch(`${t.url}/storage/v1/object/oeffentlich/a/%2E%2E%2F%2E%2E%2Fx.txt`, {
      headers: { authorization: `Bearer ${SERVICE_KEY}` },
    });
    expect(encoded.status).toBe(400);
    for (const raw of ["/a/../../x.txt", "/./x.txt", "/a/%2e%2e/%2e%2e/x.txt", "/a/..%2f..%2fx.txt", "/a%5c..%5cx.txt", "/a\\..\\x.txt"]) {
      expect(await rawStatus(`${t.url}/storage/v1/object/oeffentlich${raw}`), raw).toBe(400);
    }
    // Nothing was written outside the storage folder.
    expect(fs.existsSync(path.join(t.dataDir, "x.txt"))).toBe(false);
  });

  it("refuses a type the bucket does not allow, and bytes that are not what they claim", async () => {
    expect(
      (await service.storage.createBucket("nur-pdf", { public: false, allowedMimeTypes: ["application/pdf", "image/png"] })).error,
    ).toBeNull();
    const bucket = service.storage.from("nur-pdf");
    const wrongType = await bucket.upload("a.txt", "Text", { contentType: "text/plain" });
    expect(wrongType.error).toMatchObject({ statusCode: "415", message: "mime type text/plain is not supported" });
    const disguised = await bucket.upload("b.pdf", "kein PDF", { contentType: "application/pdf" });
    expect(disguised.error).toMatchObject({ statusCode: "415" });
    expect((await bucket.upload("c.png", PNG, { contentType: "image/png" })).error).toBeNull();
    expect((await bucket.upload("d.pdf", "%PDF-1.7\n...", { contentType: "application/pdf" })).error).toBeNull();
    expect((await bucket.list()).data!.map((entry) => entry.name)).toEqual(["c.png", "d.pdf"]);
  });

  it("enforces the bucket's size limit, and moves, copies, removes and empties", async () => {
    expect((await service.storage.createBucket("klein", { public: false, fileSizeLimit: "1kb" })).error).toBeNull();
    const small = service.storage.from("klein");
    const big = await small.upload("gross.bin", Buffer.alloc(1001));
    expect(big.error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" });
    expect((await small.upload("ok.bin", Buffer.alloc(1000))).error).toBeNull();
    expect((await small.move("ok.bin", "ordner/ok.bin")).data).toEqual({ message: "Successfully moved" });
    expect((await small.copy("ordner/ok.bin", "kopie.bin")).data).toEqual({ path: "klein/kopie.bin" });
    const info = await small.info("kopie.bin");
    expect(info.data).toMatchObject({ size: 1000, bucketId: "klein", metadata: {} });
    expect((await small.exists("ok.bin")).data).toBe(false);
    const removed = await small.remove(["kopie.bin"]);
    expect(removed.data).toEqual([expect.objectContaining({ name: "kopie.bin" })]);
    expect((await service.storage.deleteBucket("klein")).error).toMatchObject({ statusCode: "409" });
    expect((await service.storage.emptyBucket("klein")).error).toBeNull();
    expect((await service.storage.deleteBucket("klein")).error).toBeNull();
    expect(fs.readdirSync(path.join(t.dataDir, "storage")).every((name) => !name.endsWith(".part"))).toBe(true);
  });

  it("uploads to a signed upload URL once, and refuses image transformation as a disabled feature", async () => {
    const bucket = service.storage.from("oeffentlich");
    const { data } = await bucket.createSignedUploadUrl("signiert/a.txt");
    expect((await bucket.uploadToSignedUrl(data!.path, data!.token, "eins")).error).toBeNull();
    expect((await bucket.uploadToSignedUrl(data!.path, data!.token, "zwei")).error).toMatchObject({ statusCode: "409" });
    const transformed = await bucket.download("bild.png", { transform: { width: 10 } });
    expect(transformed.error).toMatchObject({ statusCode: "403" });
    const files = fs.readdirSync(path.join(t.dataDir, "storage"));
    for (const file of files) expect(fs.statSync(path.join(t.dataDir, "storage", file)).mode & 0o777).toBe(0o600);
  });

  it("deletes a user's files with the account: the rows at once, the bytes with the sweep", async () => {
    const carol = await signUp(t.url);
    const key = `${carol.session.user.id}/akte.txt`;
    const asCarol = client("public-anon-key", carol.session.access_token).storage.from("dokumente");
    expect((await asCarol.upload(key, "Akte")).error).toBeNull();
    const { blob } = await t.database.db.selectFrom("storage_objects").select("blob").where("name", "=", key).executeTakeFirstOrThrow();
    const file = path.join(t.dataDir, "storage", blob);
    expect(fs.existsSync(file)).toBe(true);
    const deleted = await fetch(`${t.url}/auth/v1/admin/users/${carol.session.user.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${SERVICE_KEY}` },
    });
    expect(deleted.status).toBe(200);
    expect((await service.storage.from("dokumente").list(carol.session.user.id)).data).toEqual([]);
    clock.set(Date.now());
    // Within the grace period (an upload whose row is about to be written) the bytes stay.
    await t.app.storage!.sweep();
    expect(fs.existsSync(file)).toBe(true);
    clock.advance(2 * 3_600_000);
    expect(await t.app.storage!.sweep()).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    // What other rows name stays.
    expect((await service.storage.from("dokumente").download("geheim.txt")).error).toBeNull();
  });
});
