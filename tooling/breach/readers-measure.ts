// `npx tsx tooling/breach/readers-measure.ts`: the fraction of our own phrasings each reader of the
// breach description gets right (positives read, near misses not), from server/tools/breach/readers.phrasings.ts.
// With --misses it lists the phrasings it gets wrong; with --fresh it reads the latest untuned batch
// (SECOND_FRESH in server/tools/breach/readers.fresh.ts) instead, with --third the third (THIRD_FRESH).
import { SESSION18_UNTUNED } from "../../server/tools/breach/readers.fresh18.js";
import { SESSION19_UNTUNED } from "../../server/tools/breach/readers.fresh19.js";
import { SESSION20_UNTUNED } from "../../server/tools/breach/readers.fresh20.js";
import { openToAnyone, ownStaffReader, recordsFallShort } from "../../server/tools/breach/signs.js";
import { decisiveFactOpen } from "../../server/tools/breach/principles.js";
import { restoredWithoutLoss } from "../../server/tools/breach/cues.js";
import { SECOND_FRESH, THIRD_FRESH, TYPO_BATCH } from "../../server/tools/breach/readers.fresh.js";
import { SESSION13_UNTUNED } from "../../server/tools/breach/readers.fresh13.js";
import { SESSION14_FOURTH, SESSION14_THIRD, SESSION14_UNTUNED } from "../../server/tools/breach/readers.fresh14.js";
import { SESSION15_FRESH, SESSION15_UNTUNED } from "../../server/tools/breach/readers.fresh15.js";
import { SESSION16_FRESH, SESSION16_UNTUNED } from "../../server/tools/breach/readers.fresh16.js";
import { SESSION17_UNTUNED } from "../../server/tools/breach/readers.fresh17.js";
import { READER_TABLES, asRead, type ReaderTable } from "../../server/tools/breach/readers.phrasings.js";
import { personsAlreadyWarned } from "../../server/tools/breach/service.js";
import { everydayHealthOnly, fixedWithoutEffect, recipientBound } from "../../server/tools/breach/weighing.js";

const verbose = process.argv.includes("--misses");
// --fresh: the latest batch of phrasings, written after the last widening and not tuned on.
// --third: the third batch, written in session 12 round 2 before the structural reader.
// --typos: typos and umlauts written as "ae", "oe", "ue", positives only.
// --session13-untuned: session 13's batch written after its change, for the two readers it touched.
// --session14-untuned: session 14's, likewise (tuned on in its round 2); --session14-third: written after
// round 2 (tuned on in round 3); --session14-fourth: written after round 3, never tuned on.
// --session15: session 15's batch, written before its change (tuned on, asserted); --session15-untuned:
// written after the change, never tuned on. --session16 / --session16-untuned: likewise for session 16.
// --session17-untuned: written before two of its three readers changed, never tuned on; it also measures
// two readers that have no asserted table (below).
// --session18-untuned: written after session 18's change, never tuned on; its two readers have no table.
// --session19-untuned: written after session 19's change, never tuned on; its four readers have no table.
// --session20-untuned: written before session 20's change, never tuned on (openToAnyone has no table).
const BATCHES = {
  "--session20-untuned": SESSION20_UNTUNED,
  "--session19-untuned": SESSION19_UNTUNED,
  "--session18-untuned": SESSION18_UNTUNED,
  "--session17-untuned": SESSION17_UNTUNED,
  "--session16-untuned": SESSION16_UNTUNED,
  "--session16": SESSION16_FRESH,
  "--session15-untuned": SESSION15_UNTUNED,
  "--session15": SESSION15_FRESH,
  "--session14-fourth": SESSION14_FOURTH,
  "--session14-third": SESSION14_THIRD,
  "--session14-untuned": SESSION14_UNTUNED,
  "--session13-untuned": SESSION13_UNTUNED,
  "--fresh": SECOND_FRESH,
  "--third": THIRD_FRESH,
  "--typos": TYPO_BATCH,
};
const flag = Object.keys(BATCHES).find((name) => process.argv.includes(name)) as keyof typeof BATCHES | undefined;
const batch = flag ? BATCHES[flag] : null;
// Readers measured by a batch without a table of asserted phrasings of their own.
const UNTABLED: Record<string, ReaderTable> = {
  fixedWithoutEffect: {
    fact: "a fault was fixed and nothing was done on the wrong data",
    read: (text) => fixedWithoutEffect(asRead(text)),
    positives: [],
    negatives: [],
  },
  ownStaffReader: {
    fact: "a member of the organisation's own staff looked at the data",
    read: (text) => ownStaffReader(asRead(text)),
    positives: [],
    negatives: [],
  },
  whatReadOpen: {
    fact: "which records were opened is named as open",
    read: (text) => decisiveFactOpen(asRead(text), false) === "inhalt",
    positives: [],
    negatives: [],
  },
  everydayHealthOnly: {
    fact: "the health data say little about a condition (an everyday visit, no diagnosis, an allergy)",
    read: (text) => everydayHealthOnly(asRead(text)),
    positives: [],
    negatives: [],
  },
  recipientBound: {
    fact: "the recipient owes the persons discretion (a secrecy, a bound profession or practice)",
    read: (text) => recipientBound(asRead(text)),
    positives: [],
    negatives: [],
  },
  recordsFallShort: {
    fact: "the records that would show an outflow do not cover the attack",
    read: (text) => recordsFallShort(asRead(text)),
    positives: [],
    negatives: [],
  },
  openToAnyone: {
    fact: "the data were open to anyone on the internet (no login needed)",
    read: (text) => openToAnyone(asRead(text)),
    positives: [],
    negatives: [],
  },
  restoredWithoutLoss: {
    fact: "an outage ended without loss (restored, mirrored, nothing lost)",
    read: (text) => restoredWithoutLoss(asRead(text)),
    positives: [],
    negatives: [],
  },
  personsAlreadyWarned: {
    fact: "the persons have already been warned or informed",
    read: (text) => personsAlreadyWarned(asRead(text)),
    positives: [],
    negatives: [],
  },
};
const tables: [string, ReaderTable][] = Object.entries({ ...READER_TABLES, ...UNTABLED }).map(([name, table]) => [
  name,
  batch ? { ...table, ...(batch[name] ?? { positives: [], negatives: [] }) } : table,
]);
let right = 0;
let all = 0;
for (const [name, table] of tables) {
  const wrongPositives = table.positives.filter((text) => !table.read(text));
  const wrongNegatives = table.negatives.filter((text) => table.read(text));
  const total = table.positives.length + table.negatives.length;
  if (total === 0) continue;
  const ok = total - wrongPositives.length - wrongNegatives.length;
  right += ok;
  all += total;
  const positives = `${table.positives.length - wrongPositives.length}/${table.positives.length}`;
  const negatives = `${table.negatives.length - wrongNegatives.length}/${table.negatives.length}`;
  console.log(`${name}: ${(ok / total).toFixed(3)} (${ok}/${total}; read ${positives}, near misses kept out ${negatives})`);
  if (verbose) {
    for (const text of wrongPositives) console.log(`  not read: ${text}`);
    for (const text of wrongNegatives) console.log(`  misread:  ${text}`);
  }
}
console.log(`all readers: ${(right / all).toFixed(3)} (${right}/${all})`);
