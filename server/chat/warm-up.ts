// The start-up warm-up (issue 28, session 13). A new server process answers its first questions
// several times slower than later ones: V8 has compiled none of the search's and the composer's
// functions or regular expressions yet, and the per-word values (stems, forms, fuzzy neighbours,
// merged postings) are empty. The first question in a fresh process took 300–450 ms to its first
// answer event, the next ones 100–200 ms, which was the benchmark's first-event p95 (the third
// slowest of 60). So when the server starts, it answers a few of the knowledge base's own
// situations (never the evaluation questions) in the background, one per turn of the event loop,
// so that a request that arrives meanwhile waits for at most one of them. Nothing is stored.
import type { Answerer } from "../answer/answerer.js";
import type { Guide } from "../knowledge/guide.js";

/** Situations to rehearse: the first of every guide, then the second of every guide, … up to `count`. */
export function warmUpTexts(guides: readonly Guide[], count: number): string[] {
  const texts: string[] = [];
  for (let k = 0; texts.length < count && guides.some((g) => k < g.situations.length); k++)
    for (const guide of guides) if (k < guide.situations.length && texts.length < count) texts.push(guide.situations[k]);
  return texts;
}

/** Rehearses each text in its own turn of the event loop until done or stopped; resolves with how many ran. */
export async function warmUp(answerer: Answerer, texts: readonly string[], signal: AbortSignal): Promise<number> {
  let done = 0;
  for (const text of texts) {
    await new Promise((resolve) => setImmediate(resolve));
    if (signal.aborted) break;
    answerer.rehearse(text);
    done++;
  }
  return done;
}
