// The tools' part of an account deletion (server/db/account-deletion.ts): the saved breach
// assessments and processing records.
import type { AccountDataDeletion } from "../db/account-deletion.js";

export const deleteToolData: AccountDataDeletion = async (trx, user) => {
  await trx.deleteFrom("tool_breaches").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("tool_records").where("user_id", "=", user.id).execute();
};
