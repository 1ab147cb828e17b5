// Reads the acts imported by `npm run knowledge:fetch` from DATA_DIR/fedlex.
import fs from "node:fs";
import path from "node:path";
import type { Passage } from "./parse.js";

/** The content of DATA_DIR/fedlex/<act>.json. */
export interface StoredAct {
  act: string;
  title: string;
  sr: string;
  stand: string;
  language: string;
  /** The XML file's URL as registered on Fedlex, or the file: URL of a local import. */
  source: string;
  importedAt: string;
  articles: string[];
  passages: Passage[];
}

export function fedlexDir(dataDir: string): string {
  return path.join(dataDir, "fedlex");
}

export function loadImportedActs(dataDir: string): StoredAct[] {
  const dir = fedlexDir(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      let stored: StoredAct;
      try {
        stored = JSON.parse(fs.readFileSync(file, "utf8")) as StoredAct;
      } catch (error) {
        throw new Error(`${file}: unreadable Fedlex import (${(error as Error).message}); run npm run knowledge:fetch again`);
      }
      if (!stored || typeof stored.act !== "string" || !Array.isArray(stored.passages)) {
        throw new Error(`${file}: not a Fedlex import; run npm run knowledge:fetch again`);
      }
      return stored;
    });
}

/** All imported passages; an empty list when nothing was imported yet. */
export function loadImportedPassages(dataDir: string): Passage[] {
  return loadImportedActs(dataDir).flatMap((stored) => stored.passages);
}
