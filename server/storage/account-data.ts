// Storage's part of an account deletion (server/db/account-deletion.ts): the rows of the user's stored
// files go inside the deletion's transaction; their bytes follow with the storage sweep, which removes
// files no row refers to (server/storage/service.ts).
import type { AccountDataDeletion } from "../db/account-deletion.js";

export const deleteStorageData: AccountDataDeletion = async (trx, user) => {
  await trx.deleteFrom("storage_objects").where("owner", "=", user.id).execute();
};
