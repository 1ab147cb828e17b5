// Storage of a tool's saved items (tool_breaches / tool_records): every query is scoped to the owner.
import crypto from "node:crypto";
import type { Db } from "../../db/database.js";
import { canNameRow } from "../../http/contracts.js";

export type ToolTable = "tool_breaches" | "tool_records";

export interface ToolRow<T> {
  id: string;
  title: string;
  data: T;
  createdAt: string;
  updatedAt: string;
}

function parse<T>(row: { id: string; title: string; data: string; created_at: string; updated_at: string }): ToolRow<T> {
  return { id: row.id, title: row.title, data: JSON.parse(row.data) as T, createdAt: row.created_at, updatedAt: row.updated_at };
}

export function toolRepo<T>(db: Db, table: ToolTable) {
  return {
    async list(userId: string): Promise<ToolRow<T>[]> {
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("updated_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((r) => parse<T>(r));
    },
    async get(userId: string, id: string): Promise<ToolRow<T> | null> {
      if (!canNameRow(id)) return null;
      const row = await db.selectFrom(table).selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
      return row ? parse<T>(row) : null;
    },
    async create(userId: string, title: string, data: T, now: string): Promise<ToolRow<T>> {
      const id = crypto.randomUUID();
      await db
        .insertInto(table)
        .values({ id, user_id: userId, title, data: JSON.stringify(data), created_at: now, updated_at: now })
        .execute();
      return { id, title, data, createdAt: now, updatedAt: now };
    },
    async update(userId: string, id: string, title: string, data: T, now: string): Promise<ToolRow<T> | null> {
      if (!canNameRow(id)) return null;
      const result = await db
        .updateTable(table)
        .set({ title, data: JSON.stringify(data), updated_at: now })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      return this.get(userId, id);
    },
    async remove(userId: string, id: string): Promise<boolean> {
      if (!canNameRow(id)) return false;
      const result = await db.deleteFrom(table).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
