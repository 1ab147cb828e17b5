import fs from "node:fs";
import path from "node:path";
import { ENTRIES_DIR } from "../paths.js";
import type { Entry, KnowledgeFile } from "./entry.js";

export function readKnowledgeFiles(dir = ENTRIES_DIR): { file: string; data: KnowledgeFile }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ file: name, data: JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as KnowledgeFile }));
}

export function loadEntries(dir = ENTRIES_DIR): Entry[] {
  return readKnowledgeFiles(dir).flatMap(({ data }) =>
    data.entries.map((entry) => ({ ...entry, act: data.act, actName: data.name, sr: data.sr, kind: data.kind })),
  );
}
