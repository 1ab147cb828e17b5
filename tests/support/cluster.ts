// The run's PostgreSQL cluster, started on first use: a run of unit tests never starts one, and
// the first integration test that needs it starts it for every worker of the run. Workers are
// separate processes, so they agree through files in the folder the global setup provides: the
// first to create `lock` starts the cluster, the others wait for `url`. The global teardown stops it.
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { startPostgres } from "./postgres.js";

const STARTUP_WAIT_MS = 90_000;

export async function clusterUrl(): Promise<string> {
  const dir = inject("pgRunDir");
  const urlFile = path.join(dir, "url");
  if (fs.existsSync(urlFile)) return fs.readFileSync(urlFile, "utf8");
  let starter = true;
  try {
    fs.mkdirSync(path.join(dir, "lock"));
  } catch {
    starter = false;
  }
  if (starter) {
    const cluster = await startPostgres({ detached: true });
    fs.writeFileSync(path.join(dir, "cluster-dir"), cluster.dir);
    // Written last and renamed into place: a reader never sees half a URL.
    fs.writeFileSync(`${urlFile}.tmp`, cluster.url);
    fs.renameSync(`${urlFile}.tmp`, urlFile);
    return cluster.url;
  }
  const deadline = Date.now() + STARTUP_WAIT_MS;
  while (!fs.existsSync(urlFile)) {
    if (Date.now() > deadline) throw new Error("PostgreSQL was not started by the worker that took the lock");
    await new Promise((r) => setTimeout(r, 100));
  }
  return fs.readFileSync(urlFile, "utf8");
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the workers of this run agree on the one PostgreSQL cluster (see clusterUrl). */
    pgRunDir: string;
  }
}
