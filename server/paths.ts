// Locations inside the package, valid both from server/ (tsx, tests) and dist/server/ (built).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + start);
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const ENTRIES_DIR = path.join(ROOT, "knowledge", "entries");
export const GUIDES_DIR = path.join(ROOT, "knowledge", "guides");
export const ANCHORS_FILE = path.join(ROOT, "knowledge", "anchors.json");
export const SUBJECT_INDEX_FILE = path.join(ROOT, "knowledge", "subject-index.json");
export const WEB_ROOT = path.join(ROOT, "dist", "web");
