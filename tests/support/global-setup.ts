// Hands the workers a folder in which they start one PostgreSQL cluster for the whole run, on first
// use (tests/support/cluster.ts), and stops that cluster at the end of the run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { stopDetached } from "./postgres.js";

let runDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-run-"));
  project.provide("pgRunDir", runDir);
}

export async function teardown(): Promise<void> {
  if (!runDir) return;
  const clusterDirFile = path.join(runDir, "cluster-dir");
  if (fs.existsSync(clusterDirFile)) await stopDetached(fs.readFileSync(clusterDirFile, "utf8"));
  fs.rmSync(runDir, { recursive: true, force: true });
}
