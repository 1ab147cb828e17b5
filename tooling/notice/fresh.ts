// `npm run eval -- --notices --fresh`: the readers on phrasings no notice of the corpus uses (issue 26, session 12;
// server/tools/notice/fresh-phrasings.ts), per item and pooled: exact verdicts, gap recall and gap precision as in
// corpus.ts, and each miss.
import { checkNotice, type Status } from "../../server/tools/notice/check.js";
import { FRESH_PHRASINGS } from "../../server/tools/notice/fresh-phrasings.js";

const isGap = (status: Status) => status === "unclear" || status === "missing";

export function runFreshEval(): void {
  const rounds = [...new Set(FRESH_PHRASINGS.map((fresh) => fresh.round))].sort((a, b) => a - b);
  for (const round of rounds)
    report(
      `fresh phrasings, round ${round}`,
      FRESH_PHRASINGS.filter((fresh) => fresh.round === round),
    );
  report("fresh phrasings, all rounds", FRESH_PHRASINGS);
}

function report(name: string, cases: typeof FRESH_PHRASINGS): void {
  const perItem = new Map<string, { same: number; total: number }>();
  let same = 0;
  let gaps = 0;
  let flags = 0;
  let flaggedGaps = 0;
  const misses: string[] = [];
  for (const fresh of cases) {
    const got = checkNotice(fresh.text).items.find((item) => item.id === fresh.item)?.status ?? "missing";
    const tally = perItem.get(fresh.item) ?? { same: 0, total: 0 };
    tally.total++;
    if (got === fresh.expected) {
      tally.same++;
      same++;
    } else misses.push(`  ${fresh.item} (${fresh.lang}) expected ${fresh.expected}, got ${got}: ${fresh.text.replace(/\n/g, " / ")}`);
    perItem.set(fresh.item, tally);
    if (isGap(fresh.expected)) gaps++;
    if (isGap(got)) flags++;
    if (isGap(fresh.expected) && isGap(got)) flaggedGaps++;
  }
  const ratio = (part: number, whole: number) => `${(whole ? part / whole : 1).toFixed(3)} (${part}/${whole})`;
  console.log(
    `${name}: ${cases.length} cases, accuracy ${ratio(same, cases.length)}, ` +
      `gap recall ${ratio(flaggedGaps, gaps)}, gap precision ${ratio(flaggedGaps, flags)}`,
  );
  console.log(`  per item: ${[...perItem].map(([item, tally]) => `${item} ${tally.same}/${tally.total}`).join(", ")}`);
  for (const miss of misses) console.log(miss);
}
