// `npx tsx tooling/answer/scope-rules.ts [--misses]`: the request rules alone (server/search/requests.ts,
// ruleRequest) over every labelled question, each counted once: how many outside requests they
// decline and every in-scope question they decline (which must stay none). With --misses, the
// outside requests the rules leave to the scope model and the learned model (session 15).
import { labelledSets } from "./scope-learn.js";
import { ruleRequest } from "../../server/search/requests.js";

const lines: string[] = [];
const seen = new Set<string>();
let outside = 0;
let outsideDeclined = 0;
let inside = 0;
let insideDeclined = 0;
for (const set of labelledSets())
  for (const e of set.examples) {
    if (seen.has(e.q)) continue;
    seen.add(e.q);
    const rule = ruleRequest(e.q);
    if (e.outside) {
      outside++;
      if (rule) outsideDeclined++;
      else if (process.argv.includes("--misses")) lines.push(`missed ${set.name}: ${e.q}`);
    } else {
      inside++;
      if (rule) {
        insideDeclined++;
        lines.push(`in scope declined ${set.name} [${rule}]: ${e.q}`);
      }
    }
  }
console.log(`rules: outside declined ${outsideDeclined}/${outside}, in scope declined ${insideDeclined}/${inside}`);
for (const line of lines) console.log(line);
