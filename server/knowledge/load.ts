import fs from "node:fs";
import path from "node:path";
import { ENTRIES_DIR, GUIDES_DIR, SUBJECT_INDEX_FILE } from "../paths.js";
import type { Entry, KnowledgeFile } from "./entry.js";
import type { Guide } from "./guide.js";
import type { SubjectIndex } from "./subject-index.js";

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

export function readGuideFiles(dir = GUIDES_DIR): { file: string; data: Guide }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ file: name, data: JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Guide }));
}

export function loadGuides(dir = GUIDES_DIR): Guide[] {
  return readGuideFiles(dir).map(({ data }) => data);
}

export function loadSubjectIndex(file = SUBJECT_INDEX_FILE): SubjectIndex {
  if (!fs.existsSync(file)) return { stand: "", terms: [] };
  return JSON.parse(fs.readFileSync(file, "utf8")) as SubjectIndex;
}

/** Everything the search and the answers are built from. */
export interface Knowledge {
  entries: Entry[];
  guides: Guide[];
  subjectIndex: SubjectIndex;
}

export function loadKnowledge(): Knowledge {
  return { entries: loadEntries(), guides: loadGuides(), subjectIndex: loadSubjectIndex() };
}
