// Starts one PostgreSQL cluster for the whole Vitest run and hands its URL to the tests.
import type { TestProject } from "vitest/node";
import { startPostgres, type PgCluster } from "./postgres.js";

let cluster: PgCluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgres();
  project.provide("pgUrl", cluster.url);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
