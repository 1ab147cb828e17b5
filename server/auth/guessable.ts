// What an attacker tries first: the common-password list of zxcvbn-ts (49,000 entries from leaked
// password sets, German ones among them) and what zxcvbn estimates at fewer than a thousand
// guesses (repeats, sequences, keyboard walks, dates). GoTrue asks Have I Been Pwned instead; an
// offline list keeps passwords on this server and sign-up independent of a third party.
import { createRequire } from "node:module";
import type * as Core from "@zxcvbn-ts/core";
import type * as Common from "@zxcvbn-ts/language-common";

// zxcvbn's cost grows steeply with length (seconds for 1024 characters, 20 ms for 64); no list entry
// is longer than 20 characters, and a prefix that is guessable on its own is refused anyway.
// (Its maxLength option only applies to zxcvbnAsync in v3, so the prefix is cut here.)
const EXAMINED_LENGTH = 64;

let estimate: typeof Core.zxcvbn | null = null;

/** Loaded on the first check, not at start-up: some 30 MB that many instances never need. */
function estimator(): typeof Core.zxcvbn {
  if (estimate) return estimate;
  const require = createRequire(import.meta.url);
  const core = require("@zxcvbn-ts/core") as typeof Core;
  const common = require("@zxcvbn-ts/language-common") as typeof Common;
  core.zxcvbnOptions.setOptions({
    dictionary: { passwords: common.dictionary.passwords },
    graphs: common.adjacencyGraphs,
    // The l33t matcher alone costs 100 ms for 32 characters; the list holds the usual l33t spellings.
    l33tTable: {},
  });
  estimate = core.zxcvbn;
  return estimate;
}

/** True for a password on the list (in any letter case) or one of zxcvbn's score 0. */
export function isGuessable(password: string): boolean {
  const result = estimator()([...password].slice(0, EXAMINED_LENGTH).join(""));
  if (result.score === 0) return true;
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only.pattern === "dictionary" && (only as Core.DictionaryMatch).dictionaryName === "passwords";
}
