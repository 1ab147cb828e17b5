// Deleting an account is each domain deleting its own rows of the user, all in ONE transaction, in
// the order of the list that app.ts composes (the auth part, which removes the user row, last).
// A new table with user data either references users with ON DELETE CASCADE or its domain's part
// removes its rows; a new domain holding user data adds its part to that list.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.js";

export interface DeletedUser {
  id: string;
  email: string;
}

/** One domain's share of an account deletion, inside the deletion's transaction. */
export type AccountDataDeletion = (trx: Transaction<Database>, user: DeletedUser, now: string) => Promise<void>;

/** Deletes the account and everything that belongs to it, all or nothing. */
export type DeleteAccount = (user: DeletedUser, now: string) => Promise<void>;

export function accountDeletion(db: Kysely<Database>, parts: readonly AccountDataDeletion[]): DeleteAccount {
  return (user, now) =>
    db.transaction().execute(async (trx) => {
      for (const part of parts) await part(trx, user, now);
    });
}
