// Every method on a path no route owns is a 404 in the format of the surface whose prefix it
// carries, never a 5xx: GoTrue's under /auth/v1, ours under /api, Storage's under /storage/v1, and elsewhere the app's page for
// GET/HEAD and our 404 for anything else (issue 23: POST /foo/bar was a 500).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/support/app.js";
import { send } from "../../tests/proof/support/raw-http.js";

// CONNECT opens a tunnel (Node hands it to a separate event, never to a route).
const METHODS = http.METHODS.filter((method) => method !== "CONNECT");
const PATHS = {
  auth: ["/auth/v1/nope", "/auth/v1/admin/nope/deeper", "/auth/v1/user/extra"],
  api: ["/api/nope", "/api/conversations/x/y/z", "/api/tools/unknown"],
  storage: ["/storage/v1/nope", "/storage/v1/objects/x", "/storage/v1/bucket/a/b/c"],
  elsewhere: ["/foo/bar", "/storage/v2/bucket", "/webchat/x", "/assets/missing.js.map"],
};

describe("unknown paths", () => {
  let server: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "webroot-"));
    fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>App</title><div id=root></div>");
    server = await startTestApp("sqlite", { webRoot });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  async function walk(paths: string[], check: (method: string, res: Awaited<ReturnType<typeof send>>) => void) {
    for (const url of paths) {
      for (const method of METHODS) {
        const res = await send(server.url, { method, path: url, headers: { "content-type": "application/json" } });
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
        check(method, res);
      }
    }
  }

  it("under /auth/v1: GoTrue's 404 for every method (a CORS preflight is answered for any path, as GoTrue does)", async () => {
    await walk(PATHS.auth, (method, res) => {
      if (method === "OPTIONS") return expect(res.status).toBe(204);
      expect(res.status, method).toBe(404);
      if (method !== "HEAD") expect(JSON.parse(res.text)).toEqual({ code: 404, error_code: "not_found", msg: "Not Found" });
    });
  });

  it("under /api: our 404 in German for every method", async () => {
    await walk(PATHS.api, (method, res) => {
      expect(res.status, method).toBe(404);
      if (method !== "HEAD") expect(JSON.parse(res.text)).toEqual({ error: { code: "not_found", message: "Nicht gefunden." } });
    });
  });

  it("under /storage/v1: Storage's 404 for every method (a CORS preflight is answered for any path, as on /auth/v1)", async () => {
    await walk(PATHS.storage, (method, res) => {
      if (method === "OPTIONS") return expect(res.status).toBe(204);
      expect(res.status, method).toBe(404);
      if (method !== "HEAD") {
        expect(JSON.parse(res.text)).toEqual({ statusCode: "404", code: "NotFound", error: "Not Found", message: "Route not found" });
      }
    });
  });

  it("elsewhere: the app's page for GET and HEAD, our 404 for every other method", async () => {
    await walk(PATHS.elsewhere, (method, res) => {
      if (method === "GET" || method === "HEAD") {
        expect(res.status, method).toBe(200);
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
        if (method === "GET") expect(res.text).toContain("<title>App</title>");
        return;
      }
      expect(res.status, method).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ error: { code: "not_found", message: "Nicht gefunden." } });
    });
  });

  it("a body method without a Content-Type is refused as a client error, never a 5xx", async () => {
    for (const url of [...PATHS.auth, ...PATHS.api, ...PATHS.storage, ...PATHS.elsewhere]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE", "QUERY"]) {
        const res = await send(server.url, { method, path: url, body: "x" });
        expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
      }
    }
  });
});
