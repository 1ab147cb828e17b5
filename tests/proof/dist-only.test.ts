// Data is data (issue 27): the built server runs from dist/server plus the knowledge/ folder alone.
// A copy of exactly those (with package.json, which marks the root, and the installed packages) in a
// temporary directory, without server/, tooling/ or tests/, starts and answers a chat question with
// a cited article.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signUp } from "../support/app.js";
import { ROOT } from "../../server/paths.js";
import { ask } from "./support/http.js";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";

describe("the built server from dist/ plus the knowledge folder", () => {
  let copy: string;
  let server: ServerProcess;

  beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "dist-only-"));
    fs.cpSync(path.join(ROOT, "dist", "server"), path.join(copy, "dist", "server"), { recursive: true });
    fs.cpSync(path.join(ROOT, "knowledge"), path.join(copy, "knowledge"), { recursive: true });
    fs.copyFileSync(path.join(ROOT, "package.json"), path.join(copy, "package.json"));
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
    server = await startServer({ dataDir: tempDataDir(), main: path.join(copy, "dist", "server", "main.js") });
  });

  afterAll(async () => {
    await server?.kill();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it("has no source tree beside it", () => {
    expect(fs.readdirSync(copy).sort()).toEqual(["dist", "knowledge", "node_modules", "package.json"]);
    expect(fs.readdirSync(path.join(copy, "dist"))).toEqual(["server"]);
    // No TypeScript source or test file in the build.
    const files = fs.readdirSync(path.join(copy, "dist", "server"), { recursive: true, encoding: "utf8" });
    expect(files.filter((f) => /\.ts$|\.test\.js$/.test(f) && !f.endsWith(".d.ts"))).toEqual([]);
    // The tooling is not compiled into it.
    expect(files.filter((f) => /(^|\/)(eval|train|tune|figures|corpus|own-words)(-cli)?\.js$/.test(f))).toEqual([]);
  });

  it("answers a chat question with the article and its Fedlex link", async () => {
    const token = (await signUp(server.url)).session.access_token;
    const answer = await ask(server.url, token, "Bis wann muss ein Unternehmen ein Auskunftsbegehren beantworten?");
    expect(answer.text).toMatch(/30 Tage/);
    expect(answer.text).toMatch(/https:\/\/www\.fedlex\.admin\.ch\/eli\/cc\/\d+\/\d+\/de#art_\d+/);
    expect(server.output()).not.toMatch(/ENOENT|Error/);
  });
});
