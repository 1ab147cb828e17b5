// `npx tsx tooling/answer/followup-reading.ts [--list]`: how the chat's follow-up reading
// (server/chat/streams.ts, readsAsFollowUp) sorts the answer sets' messages: of the follow-ups
// (asked after `prev`), how many are read with their earlier question; of the first questions (a new
// full question, as it could be asked in the same chat), how many would wrongly be read as one. A
// first question is read after the question before it in its file, as if asked next in the same
// chat (the reading consults the earlier question since session 15).
import fs from "node:fs";
import path from "node:path";
import { readsAsFollowUp } from "../../server/chat/streams.js";
import { ROOT } from "../../server/paths.js";
import { MEASURE_ONLY } from "./scope-learn.js";

const dirs = ["tooling/answer/eval", "tooling/answer/eval/holdout"];
const list = process.argv.includes("--list");
let followUps = 0;
let followUpsRead = 0;
let firsts = 0;
let firstsRead = 0;
for (const dir of dirs) {
  for (const file of fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(".jsonl"))
    .sort()) {
    const questions = fs
      .readFileSync(path.join(ROOT, dir, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { q: string; prev?: string });
    // A measure-only set is counted but its questions are never printed (they stay unread).
    const listing = list && !MEASURE_ONLY.has(file.replace(/\.jsonl$/, ""));
    let n = 0;
    let read = 0;
    let first = 0;
    let firstRead = 0;
    questions.forEach((q, i) => {
      const reads = readsAsFollowUp(q.q, q.prev ?? questions[i - 1]?.q);
      if (q.prev) {
        n++;
        if (reads) read++;
        else if (listing) console.log(`  follow-up not read: ${q.q}`);
      } else {
        first++;
        if (reads) {
          firstRead++;
          if (listing) console.log(`  first question read as a follow-up: ${q.q}`);
        }
      }
    });
    followUps += n;
    followUpsRead += read;
    firsts += first;
    firstsRead += firstRead;
    console.log(
      `${file.replace(/\.jsonl$/, "").padEnd(20)} follow-ups read ${read}/${n}   first questions read as follow-ups ${firstRead}/${first}`,
    );
  }
}
console.log(
  `${"all".padEnd(20)} follow-ups read ${followUpsRead}/${followUps}   first questions read as follow-ups ${firstsRead}/${firsts}`,
);
