// `npx tsx tooling/answer/scope-loso.ts [--list] [--model-misses] [--all]`: the quick leave-one-set-out
// figure of the request model (session 20). Not nested like `npm run eval:scope` (one training per set
// instead of one per pair of sets, minutes instead of hours on a loaded machine): each labelled set is
// scored by a model trained on all the others, one threshold is chosen from all out-of-set scores, and
// the rules (in-sample: written from these sets) are counted beside it. With --list the outside requests
// neither declines and the in-scope questions either declines; measure-only sets are not labelled sets
// and are never read here.
import { chooseThreshold, labelledSets, outOfSet, isAnswerSet } from "./scope-learn.js";
import { ruleRequest } from "../../server/search/requests.js";
import { modelAbstains } from "../../server/search/request-model.js";
import { detectLanguage } from "../../server/search/language.js";

const t0 = Date.now();
const sets = labelledSets();
const scored = outOfSet(sets);
const t = chooseThreshold(scored);
console.log(`threshold ${t} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
let i = 0;
const tot = { out: 0, outD: 0, outM: 0, inn: 0, inD: 0, inM: 0 };
const lines: string[] = [];
for (const set of sets) {
  const c = { out: 0, outD: 0, outM: 0, inn: 0, inD: 0, inM: 0 };
  for (const e of set.examples) {
    const s = scored[i++];
    const rule = ruleRequest(e.q);
    const byModel = s.p >= t;
    const declined = !!rule || byModel;
    if (e.outside) {
      c.out++;
      if (byModel) c.outM++;
      if (declined) c.outD++;
      else lines.push(`OUT-ANSWERED ${set.name} p=${s.p.toFixed(2)} abst=${modelAbstains(e.q)} [${lang(e.q)}]: ${e.q}`);
    } else {
      c.inn++;
      if (byModel) c.inM++;
      if (declined) {
        c.inD++;
        lines.push(`IN-DECLINED ${set.name} rule=${rule ?? "-"} p=${s.p.toFixed(2)} [${lang(e.q)}]: ${e.q}`);
      }
    }
  }
  for (const k of Object.keys(tot) as (keyof typeof tot)[]) tot[k] += c[k];
  if (isAnswerSet(set.name) || process.argv.includes("--all"))
    console.log(`${set.name.padEnd(28)} model ${c.outM}/${c.out} · ${c.inM}/${c.inn}   rules+model ${c.outD}/${c.out} · ${c.inD}/${c.inn}`);
}
console.log(`ALL model ${tot.outM}/${tot.out} · ${tot.inM}/${tot.inn}   rules+model ${tot.outD}/${tot.out} · ${tot.inD}/${tot.inn}`);
if (process.argv.includes("--list")) for (const l of lines) console.log(l);
function lang(q: string): string {
  return detectLanguage(q);
}
if (process.argv.includes("--model-misses")) {
  let j = 0;
  for (const set of sets)
    for (const e of set.examples) {
      const s = scored[j++];
      if (!isAnswerSet(set.name) || !e.outside || s.p >= t) continue;
      console.log(
        `MODEL-MISS ${set.name} rule=${ruleRequest(e.q) ?? "-"} p=${s.p.toFixed(2)} abst=${modelAbstains(e.q)} [${lang(e.q)}]: ${e.q}`,
      );
    }
}
