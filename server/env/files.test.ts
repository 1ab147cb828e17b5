// One configuration: the server reads the .env files Vite reads, so the webchat address in the
// build and the frame-src of the server's CSP come from the same value.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "vite";
import { loadConfig } from "../config.js";
import { contentSecurityPolicy, originOf } from "../http/security-headers.js";
import { applyEnvFiles, readEnvFiles, webchatUrlForBuild } from "./files.js";

const dirs: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-files-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The frame-src the server would send, built the way app.ts builds it. */
function frameSrc(env: Record<string, string | undefined>): string {
  const config = loadConfig(env);
  const origin = originOf(config.webchat.url);
  const csp = contentSecurityPolicy({ frameOrigins: origin ? [origin] : [], connectOrigins: [] });
  return csp.split("; ").find((part) => part.startsWith("frame-src"))!;
}

describe("env files", () => {
  it("puts the webchat address of .env into the server's CSP, as Vite puts it into the build", () => {
    const dir = folder({ ".env": "WEBCHAT_URL=https://chat.example.ch/webchat/\nSITE_URL=https://app.example.ch\n" });
    const env: Record<string, string | undefined> = {};
    applyEnvFiles(dir, env);
    expect(frameSrc(env)).toBe("frame-src 'self' https://chat.example.ch");
    expect(loadConfig(env).siteUrl).toBe("https://app.example.ch");
    // Vite's own reading of the same folder for the build agrees.
    expect(loadEnv("production", dir, ["VITE_", "WEBCHAT_"]).WEBCHAT_URL).toBe(env.WEBCHAT_URL);
  });

  it("ranks the files as Vite does for a build: .env < .env.local < .env.production < .env.production.local", () => {
    const files = {
      ".env": "A=env\nB=env\nC=env\nD=env\n",
      ".env.local": "B=local\nC=local\nD=local\n",
      ".env.production": "C=production\nD=production\n",
      ".env.production.local": "D=production-local\n",
    };
    const dir = folder(files);
    const ours = readEnvFiles(dir);
    expect(ours).toEqual({ A: "env", B: "local", C: "production", D: "production-local" });
    const vite = loadEnv("production", dir, "");
    for (const key of ["A", "B", "C", "D"]) expect(ours[key], key).toBe(vite[key]);
  });

  it("lets the environment win over the files", () => {
    const dir = folder({ ".env": "WEBCHAT_URL=https://file.example.ch/\nLOG_LEVEL=debug\n" });
    const env: Record<string, string | undefined> = { WEBCHAT_URL: "https://env.example.ch/" };
    expect(applyEnvFiles(dir, env)).toEqual(["LOG_LEVEL"]);
    expect(env).toEqual({ WEBCHAT_URL: "https://env.example.ch/", LOG_LEVEL: "debug" });
  });

  it("changes nothing when there is no file", () => {
    const env: Record<string, string | undefined> = { X: "1" };
    expect(applyEnvFiles(folder({}), env)).toEqual([]);
    expect(env).toEqual({ X: "1" });
  });
});

describe("webchat address of the build", () => {
  it("is the server's WEBCHAT_URL, or its default", () => {
    expect(webchatUrlForBuild({ WEBCHAT_URL: "https://chat.example.ch/webchat/" })).toBe("https://chat.example.ch/webchat/");
    expect(webchatUrlForBuild({})).toBe("/webchat/");
    expect(webchatUrlForBuild({ VITE_WEBCHAT_URL: "/webchat/" })).toBe("/webchat/");
  });

  it("refuses a VITE_WEBCHAT_URL the server's CSP would block", () => {
    expect(() => webchatUrlForBuild({ VITE_WEBCHAT_URL: "https://other.example.ch/" })).toThrow(/differs from WEBCHAT_URL/);
    expect(() => webchatUrlForBuild({ WEBCHAT_URL: "https://a.example.ch/", VITE_WEBCHAT_URL: "https://b.example.ch/" })).toThrow(
      /differs from WEBCHAT_URL/,
    );
  });
});
