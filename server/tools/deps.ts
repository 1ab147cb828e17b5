// What the saved tools' routes use: the guard that authenticates, the database and the clock.
import type { Kysely } from "kysely";
import type { Clock } from "../clock.js";
import type { Database } from "../db/schema.js";
import type { Guard } from "../http/require-user.js";

export interface ToolRouteDeps {
  guard: Guard;
  db: Kysely<Database>;
  clock: Clock;
}
