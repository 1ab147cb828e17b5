// The language model's second pass of the notice check: the quote matcher and the parser of the
// model's reply on their own, then over HTTP on both engines against the fake OpenAI-compatible
// server: an upgrade with a verbatim quote, an invented quote refused, a rule "found" left alone,
// the endpoint's failures (rule result kept, still 200) and no request at all without a model.
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENGINES, signUp, startTestApp, type TestApp } from "../../../tests/support/app.js";
import { startFakeLlm, type FakeLlm } from "../../../tests/support/fake-llm.js";
import { checkNotice, scoreItems } from "./check.js";
import { ITEMS } from "./items.js";
import {
  applyVerdicts,
  buildSecondPassMessages,
  findQuote,
  MODEL_REASON,
  parseVerdicts,
  rulesOnly,
  SECOND_PASS_TEXT_BUDGET,
} from "./second-pass.js";

const AUTOMATED = "Über Kreditanträge befindet unser Computerprogramm selbständig und abschliessend.";
const NOTICE = [
  "Datenschutzerklärung der Muster AG",
  "Die Muster AG, Bahnhofstrasse 1, 8001 Zürich, datenschutz@muster.ch, ist für die Bearbeitung Ihrer Personendaten verantwortlich.",
  "Wir bearbeiten Ihre Daten zur Abwicklung Ihrer Bestellungen.",
  // An automated decision in words the rules do not know: the model's chance.
  AUTOMATED.replace("befindet unser", "befindet\n   unser"),
].join("\n");

/** What the rules alone answer, as it comes over the wire. */
const rules = () => JSON.parse(JSON.stringify(rulesOnly(checkNotice(NOTICE))));

describe("findQuote", () => {
  const text = "Kopf\nWir geben Daten an die  «Post AG»\n  weiter, damit sie liefern kann.\nEnde";

  it("finds a quote across line breaks, doubled spaces and retyped quotation marks, with offsets into the original", () => {
    const quote = findQuote(text, ' "Wir geben Daten an die "Post AG" weiter, damit sie liefern kann." ');
    expect(quote).not.toBeNull();
    expect(text.slice(quote!.start, quote!.end)).toBe("Wir geben Daten an die  «Post AG»\n  weiter, damit sie liefern kann.");
    expect(quote!.text).toBe("Wir geben Daten an die «Post AG» weiter, damit sie liefern kann.");
  });

  it("ignores soft hyphens and accepts a dash typed as a hyphen", () => {
    const source = "Die Daten werden – soweit nötig – an Trans\u00adportfirmen gegeben.";
    const quote = findQuote(source, "Die Daten werden - soweit nötig - an Transportfirmen gegeben.");
    expect(quote && source.slice(quote.start, quote.end)).toBe(source);
  });

  it("refuses a paraphrase, another case, a quote too short to prove anything and one that is not there", () => {
    expect(findQuote(text, "Wir geben Daten an die Post AG weiter, damit sie liefern kann.")).toBeNull();
    expect(findQuote(text, "wir geben daten an die «Post AG» weiter")).toBeNull();
    expect(findQuote(text, "Post AG")).toBeNull();
    expect(findQuote(text, "Wir verkaufen Ihre Daten an Werbefirmen.")).toBeNull();
    expect(findQuote(text, "")).toBeNull();
  });
});

describe("parseVerdicts", () => {
  const ids = new Set(["automated", "abroad"]);

  it("reads JSON inside a Markdown fence or as a bare array, keeping only known ids with the right types", () => {
    const fenced = parseVerdicts(
      '```json\n{"items":[{"id":"automated","addressed":true,"quote":"x"},{"id":"invented","addressed":true,"quote":"y"},{"id":"abroad","addressed":"ja"}]}\n```',
      ids,
    );
    expect(fenced && [...fenced]).toEqual([["automated", { addressed: true, quote: "x" }]]);
    const bare = parseVerdicts('Antwort: [{"id":"abroad","addressed":false,"quote":""},{"id":"abroad","addressed":true,"quote":"z"}]', ids);
    expect(bare && [...bare]).toEqual([["abroad", { addressed: false, quote: "" }]]);
  });

  it("answers null for text without JSON of that shape", () => {
    expect(parseVerdicts("Alles in Ordnung.", ids)).toBeNull();
    expect(parseVerdicts('{"items": "keine"}', ids)).toBeNull();
    expect(parseVerdicts('{"items":[{"id":"automated",', ids)).toBeNull();
    expect(parseVerdicts("null", ids)).toBeNull();
  });
});

describe("applyVerdicts and the prompt", () => {
  it("upgrades an unclear item too, recomputes score and counts, and never touches a found one", () => {
    const result = checkNotice(NOTICE);
    const controller = result.items.find((item) => item.id === "controller")!;
    expect(controller.status).toBe("found");
    // An unclear item made up from the missing automated one: the same rules apply to both.
    result.items = result.items.map((item) => (item.id === "automated" ? { ...item, status: "unclear" as const } : item));
    const outcome = applyVerdicts(
      result,
      NOTICE,
      new Map([
        ["automated", { addressed: true, quote: AUTOMATED }],
        // A found item is never replaced, even by a verified quote.
        ["controller", { addressed: true, quote: AUTOMATED }],
      ]),
    );
    expect(outcome.items.find((item) => item.id === "automated")).toMatchObject({ status: "found", source: "model" });
    expect(outcome.items.find((item) => item.id === "controller")).toEqual({ ...controller, source: "rules", ruleReason: null });
    expect({ score: outcome.score, counts: outcome.counts }).toEqual(scoreItems(outcome.items));
    const before = scoreItems(result.items);
    expect(outcome.counts).toEqual({ ...before.counts, found: before.counts.found + 1, unclear: before.counts.unclear - 1 });
    expect(outcome.score).toBeGreaterThan(before.score);
  });

  it("sends at most the budget of the document and says that it was cut", () => {
    const long = `${"Wir bearbeiten Daten. ".repeat(3500)}ENDE-MARKE`;
    const [, user] = buildSecondPassMessages(long, [{ id: "automated", label: "Automatisierte Einzelentscheidungen", asks: "Es fehlt …" }]);
    expect(user.content).toContain(`gekürzt: die ersten ${SECOND_PASS_TEXT_BUDGET.toLocaleString("de-CH")} von`);
    expect(user.content).not.toContain("ENDE-MARKE");
    expect(user.content.length).toBeLessThan(SECOND_PASS_TEXT_BUDGET + 1_000);
    expect(user.content).toContain("id «automated»: Automatisierte Einzelentscheidungen. Was fehlt oder unklar ist: Es fehlt …");
  });
});

function logCapture() {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk) => (text += chunk));
  return { stream, text: () => text };
}

describe.each(ENGINES)("second pass over HTTP on %s", (engine) => {
  let llm: FakeLlm;
  let withModel: TestApp;
  let withoutModel: TestApp;
  const log = logCapture();
  const env = { AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60", TOOLS_RATE_LIMIT: "1000/60" };
  let tokens: { model: string; plain: string };

  beforeAll(async () => {
    llm = await startFakeLlm();
    withModel = await startTestApp(engine, {
      env: { ...env, LLM_BASE_URL: llm.url, LLM_MODEL: "notice-model", LLM_TIMEOUT_MS: "1500", LOG_LEVEL: "info" },
      logStream: log.stream,
    });
    withoutModel = await startTestApp(engine, { env });
    tokens = {
      model: (await signUp(withModel.url)).session.access_token,
      plain: (await signUp(withoutModel.url)).session.access_token,
    };
  });
  afterAll(async () => {
    await withModel?.close();
    await withoutModel?.close();
    await llm?.close();
  });
  beforeEach(() => {
    llm.script = { text: "", chunkDelayMs: 0, status: 200, hang: false };
    llm.requests.length = 0;
  });

  const check = async (app: TestApp, token: string) => {
    const res = await fetch(`${app.url}/api/tools/notice-check`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ text: NOTICE }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const reply = (items: unknown[]) => JSON.stringify({ items });
  const item = (body: Record<string, any>, id: string) => body.items.find((candidate: { id: string }) => candidate.id === id);

  it("upgrades a missing item when the model quotes the document verbatim", async () => {
    // The premise: the rules miss it (and, seeing no automated decision, call the item not applicable).
    expect(item(rules(), "automated").status).toBe("not_applicable");
    llm.script.text = reply([{ id: "automated", addressed: true, quote: AUTOMATED }]);
    const { status, body } = await check(withModel, tokens.model);
    expect(status).toBe(200);
    expect(body.secondPass).toBe("done");
    const automated = item(body, "automated");
    expect(automated).toMatchObject({
      status: "found",
      source: "model",
      reason: MODEL_REASON,
      ruleReason: item(rules(), "automated").reason,
    });
    expect(NOTICE.slice(automated.quote.start, automated.quote.end).replace(/\s+/g, " ")).toBe(AUTOMATED);
    expect(automated.quote.text).toBe(AUTOMATED);
    expect(body.score).toBeGreaterThan(rules().score);
    expect(body.counts).toEqual({
      ...rules().counts,
      found: rules().counts.found + 1,
      not_applicable: rules().counts.not_applicable - 1,
    });
    expect(body.items.filter((candidate: { source: string }) => candidate.source === "model")).toHaveLength(1);

    // One non-streamed request with the document and only the items the rules did not find.
    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0].body;
    expect(request).toMatchObject({ model: "notice-model", stream: false });
    const prompt = request.messages.map((m: { content: string }) => m.content).join("\n");
    expect(prompt).toContain("id «automated»: Automatisierte Einzelentscheidungen");
    expect(prompt).toContain(ITEMS.find((spec) => spec.id === "automated")!.missing);
    expect(prompt).not.toContain("id «controller»");
    expect(prompt).toContain(NOTICE);
    expect(log.text()).not.toContain("Kreditanträge");
  });

  it("keeps an item missing when the model's quote is not in the document", async () => {
    llm.script.text = reply([
      { id: "automated", addressed: true, quote: "Über Kreditanträge entscheidet ein Computerprogramm selbständig." },
    ]);
    const { status, body } = await check(withModel, tokens.model);
    expect(status).toBe(200);
    expect(body.secondPass).toBe("done");
    expect(body.items).toEqual(rules().items);
    expect(body.score).toBe(rules().score);
  });

  it("never changes a rule 'found' and never adds an item, whatever the model says", async () => {
    llm.script.text = reply([
      { id: "controller", addressed: false, quote: "" },
      { id: "purposes", addressed: true, quote: AUTOMATED },
      { id: "cookies", addressed: true, quote: AUTOMATED },
    ]);
    const { body } = await check(withModel, tokens.model);
    expect(body.secondPass).toBe("done");
    expect(item(body, "controller")).toEqual(item(rules(), "controller"));
    expect(item(body, "purposes")).toEqual(item(rules(), "purposes"));
    expect(body.items.map((candidate: { id: string }) => candidate.id)).toEqual(
      rules().items.map((candidate: { id: string }) => candidate.id),
    );
    expect(body.counts).toEqual(rules().counts);
  });

  it.each([
    ["garbage instead of JSON", { text: "Ich kann das leider nicht beurteilen." }, "unparsable"],
    ["an HTTP 500", { status: 500 }, "http_500"],
    ["no answer at all", { hang: true }, "timeout"],
  ])("returns the rule result unchanged with secondPass 'failed' on %s", async (_name, script, kind) => {
    Object.assign(llm.script, script);
    const started = Date.now();
    const { status, body } = await check(withModel, tokens.model);
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000); // LLM_TIMEOUT_MS is 1.5 s: the request must not hang
    expect(body).toMatchObject({ secondPass: "failed", score: rules().score, counts: rules().counts });
    expect(body.items).toEqual(rules().items);
    expect(llm.requests).toHaveLength(1);
    const warnings = log
      .text()
      .split("\n")
      .filter((line) => line.includes("second pass failed"));
    expect(warnings.at(-1)).toContain(`"kind":"${kind}"`);
    expect(log.text()).not.toContain("Kreditanträge");
  });

  it("makes no request and answers secondPass 'none' without a configured model", async () => {
    llm.script.text = reply([{ id: "automated", addressed: true, quote: AUTOMATED }]);
    const { status, body } = await check(withoutModel, tokens.plain);
    expect(status).toBe(200);
    expect(body.secondPass).toBe("none");
    expect(body.items).toEqual(rules().items);
    expect(
      body.items.every(
        (candidate: { source: string; ruleReason: unknown }) => candidate.source === "rules" && candidate.ruleReason === null,
      ),
    ).toBe(true);
    expect(llm.requests).toHaveLength(0);
  });
});
