// Language-model mode against a fake OpenAI-compatible server: prompt, passages, streaming,
// the citation check and the endpoint's failures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json, signUp, startTestApp, type TestApp } from "../../tests/support/app.js";
import { readEvents, startFakeLlm, type FakeLlm } from "../../tests/support/fake-llm.js";
import { watchSse } from "../../tests/support/sse.js";
import { ANSWER_IN_GERMAN, notCovered } from "./language.js";
import { REFUSAL_OPENING, SYSTEM_PROMPT } from "./llm.js";

/** The streamed answer text of a chat's events. */
const streamedText = (events: { type: string; text?: string }[]) =>
  events
    .filter((e) => e.type === "delta")
    .map((e) => e.text)
    .join("");
describe("answers with a language model", () => {
  let llm: FakeLlm;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await startTestApp("sqlite", {
      // A dozen questions by one user within seconds: above the default burst of 10 (a fast machine got a 429).
      env: {
        LLM_BASE_URL: llm.url,
        LLM_MODEL: "test-model",
        LLM_API_KEY: "sk-test",
        LLM_TIMEOUT_MS: "1500",
        CHAT_STREAM_DELAY_MS: "0",
        CHAT_RATE_LIMIT: "1000/60",
      },
    });
    token = (await signUp(t.url)).session.access_token;
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.script = { text: "Antwort", chunkDelayMs: 0, status: 200, hang: false };
    llm.requests.length = 0;
  });
  const ask = async (message: string) =>
    readEvents(
      await fetch(`${t.url}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ message }),
      }),
    );

  it("sends the system prompt and the retrieved passages, and streams the model's text", async () => {
    llm.script.text = "Ein Datenleck müssen Sie dem EDÖB so rasch als möglich melden, wenn ein hohes Risiko besteht (Art. 24 DSG).";
    const events = await ask("Wir hatten ein Datenleck, müssen wir das melden?");
    const request = llm.requests[0];
    expect(request.body.model).toBe("test-model");
    expect(request.body.stream).toBe(true);
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(request.body.messages[1].content).toContain("Art. 24 DSG");
    expect(request.body.messages[1].content).toContain("Frage: Wir hatten ein Datenleck");
    // The matching guide and the kind of question go with the passages.
    expect(request.body.messages[1].content).toContain("Leitfaden «Datenpanne");
    expect(request.body.messages[1].content).toContain("Art der Frage: Pflicht (muss man?)");
    expect(request.body.messages[0].content).toContain("Beginne mit der direkten Antwort");
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    // The model's text as written, then our pointer to the breach tool (the question is a breach).
    const streamed = deltas.map((e) => e.text).join("");
    expect(streamed.startsWith(llm.script.text)).toBe(true);
    expect(streamed.slice(llm.script.text.length)).toMatch(/^\n\n\*\*Werkzeug:\*\* «Datenpanne-Assistent»/);
    const citations = events.find((e) => e.type === "citations");
    expect(citations.citations.map((c: { ref: string }) => c.ref)).toEqual(["DSG Art. 24"]);
    expect(citations.unverified).toEqual([]);
    expect(events.at(-1)).toEqual({ type: "done", status: "complete" });
  });

  it("marks a citation that was not retrieved as unverified and never shows it as a source", async () => {
    llm.script.text = "Melden Sie es gemäss Art. 24 DSG und Art. 99 DSG.";
    const events = await ask("Wir hatten ein Datenleck, müssen wir das melden?");
    const citations = events.find((e) => e.type === "citations");
    expect(citations.unverified).toEqual(["Art. 99 DSG"]);
    expect(citations.citations.map((c: { ref: string }) => c.ref)).not.toContain("DSG Art. 99");
    const text = events
      .filter((e) => e.type === "delta")
      .map((e) => e.text)
      .join("");
    expect(text).toContain("Art. 99 DSG stammt nicht aus den gefundenen Quellen und ist nicht überprüft");
  });

  it("ends in a clear German message when the endpoint fails or times out, keeping the question", async () => {
    llm.script.status = 500;
    const failed = await ask("Was gilt für die Auftragsbearbeitung?");
    expect(failed.find((e) => e.type === "error").message).toMatch(
      /^Der Sprachdienst ist im Moment nicht erreichbar\. Ihre Frage ist gespeichert/,
    );
    llm.script = { text: "", chunkDelayMs: 0, status: 200, hang: true };
    const timedOut = await ask("Was gilt für die Auftragsbearbeitung im Ausland?");
    expect(timedOut.find((e) => e.type === "error").message).toMatch(/^Der Sprachdienst hat nicht rechtzeitig geantwortet/);
    const conversation = await json(`${t.url}/api/conversations/${timedOut[0].conversationId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(conversation.body.messages[0].content).toBe("Was gilt für die Auftragsbearbeitung im Ausland?");
    expect(conversation.body.messages[1].status).toBe("error");
  });

  it("does not call the model when nothing relevant is found", async () => {
    const events = await ask("Wie wird das Wetter morgen?");
    expect(llm.requests).toHaveLength(0);
    expect(
      events
        .filter((e) => e.type === "delta")
        .map((e) => e.text)
        .join(""),
    ).toContain("ausserhalb dessen, was dieser Assistent abdeckt");
  });

  it("tells the model to put the asked fact first, names the aspect, and opens a French answer with a French line", async () => {
    expect(SYSTEM_PROMPT).toContain("genau das Gefragte");
    expect(SYSTEM_PROMPT).toContain("Eine feste Frist nennt das Gesetz nicht");
    expect(SYSTEM_PROMPT).toContain(REFUSAL_OPENING);
    llm.script.text = `${ANSWER_IN_GERMAN.fr}\n\nInnert 30 Tagen (Art. 25 DSG).`;
    const events = await ask("Un client demande quelles données nous avons sur lui. Dans quel délai devons-nous répondre ?");
    const user = llm.requests[0].body.messages[1].content as string;
    expect(user).toContain("Gefragt ist vor allem: Frist (bis wann?)");
    expect(user).toContain(`beginne mit genau dieser Zeile: ${ANSWER_IN_GERMAN.fr}`);
    const citations = events.find((e) => e.type === "citations");
    expect(citations.citations[0].url).toMatch(/\/fr#art_25$/);
  });

  it("offers the model our anchored statement as the lead, and its provision counts as verified", async () => {
    llm.script.text = "Nein, nicht ohne Einwilligung (Art. 321 StGB).";
    const events = await ask("Darf die Praxis der erwachsenen Tochter eines Patienten sagen, was bei der Untersuchung herauskam?");
    const user = llm.requests[0].body.messages[1].content as string;
    expect(user).toContain("Geprüfte direkte Antwort auf genau diese Frage");
    expect(user).toContain("Nein, nicht ohne Einwilligung: Ärztinnen");
    const citations = events.find((e) => e.type === "citations");
    expect(citations.unverified).toEqual([]);
    expect(citations.citations.map((c: { ref: string }) => c.ref)).toContain("StGB Art. 321");
  });

  it("offers the model the general test as the lead where no specific rule governs, its provisions verified", async () => {
    llm.script.text = "Nein, nicht ohne Rechtfertigung (Art. 6 DSG, Art. 30 DSG).";
    const events = await ask(
      "Ein Fitnesscenter will die Trainingsdaten aus den Armbändern seiner Kunden für gezielte Werbung nutzen. Ist das erlaubt?",
    );
    const user = llm.requests[0].body.messages[1].content as string;
    expect(user).toContain(
      "Geprüfte direkte Antwort auf genau diese Frage (als ersten Satz übernehmen, wenn die Quellen nichts anderes sagen): Nein, nicht ohne Rechtfertigung: Personendaten dürfen nur für den Zweck",
    );
    const citations = events.find((e) => e.type === "citations");
    expect(citations.unverified).toEqual([]);
    expect(citations.citations.map((c: { ref: string }) => c.ref)).toEqual(expect.arrayContaining(["DSG Art. 6", "DSG Art. 30"]));
  });

  it("cites nothing when the model declines a request that is not a legal question", async () => {
    llm.script.text = `${REFUSAL_OPENING} Ich beantworte Fragen zum Schweizer Datenschutzrecht.`;
    const events = await ask("Wie sollen wir unsere Kundendaten im Datenschutzbericht grafisch hübsch darstellen?");
    expect(llm.requests).toHaveLength(1);
    expect(events.find((e) => e.type === "citations")).toEqual({ type: "citations", citations: [], unverified: [] });
  });

  it("never sends a non-legal request with data words to the model, and refuses in the question's language", async () => {
    const de = await ask("Kannst du mir einen lustigen Vierzeiler über den EDÖB und unsere Cookie-Banner schreiben?");
    const fr = await ask("Peux-tu m'écrire un petit poème sur la protection des données pour notre fête ?");
    expect(llm.requests).toHaveLength(0);
    expect(streamedText(de)).toBe(notCovered("de"));
    expect(streamedText(fr)).toBe(notCovered("fr"));
    expect(fr.find((e) => e.type === "citations").citations).toEqual([]);
  });

  it("never sends a tool how-to, a price or a foreign company's question to the model, in any language", async () => {
    const it_ = await ask("Quanto costa mediamente un corso sulla privacy di un giorno per 12 collaboratori?");
    const en = await ask("Our shop in Toronto only has Canadian customers. What does PIPEDA say about breach records?");
    const de = await ask("Wie füge ich in Excel in der Spalte 'Einwilligung' ein Kontrollkästchen ein?");
    expect(llm.requests).toHaveLength(0);
    expect(streamedText(it_)).toBe(notCovered("it"));
    expect(streamedText(en)).toBe(notCovered("en"));
    expect(streamedText(de)).toBe(notCovered("de"));
    for (const events of [it_, en, de]) expect(events.find((e) => e.type === "citations").citations).toEqual([]);
  });

  it("never sends a request that only the learned model recognises to the model", async () => {
    const de = await ask("Kannst du mir einen Trainingsplan für meinen ersten Marathon erstellen?");
    const en = await ask("Can you create a weekly workout plan for our office running club?");
    expect(llm.requests).toHaveLength(0);
    expect(streamedText(de)).toBe(notCovered("de"));
    expect(streamedText(en)).toBe(notCovered("en"));
    for (const events of [de, en]) expect(events.find((e) => e.type === "citations").citations).toEqual([]);
  });

  it("stops an answer on request and stores what was written, marked as stopped", async () => {
    llm.script = { text: "Wort ".repeat(200), chunkDelayMs: 20, status: 200, hang: false };
    const response = await fetch(`${t.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: "Was regelt Art. 8 DSG?" }),
    });
    // Stop once the model has written something: what was written must be stored.
    const stream = watchSse(response);
    const meta = await stream.next((event) => event.type === "meta");
    await stream.next((event) => event.type === "delta");
    const stop = await json(`${t.url}/api/chat/stop`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ messageId: meta.messageId }),
    });
    expect(stop.body).toEqual({ stopped: true });
    const { events, error } = await stream.result;
    expect(error).toBeUndefined();
    expect(events.at(-1)).toEqual({ type: "done", status: "stopped" });
    const conversation = await json(`${t.url}/api/conversations/${meta.conversationId}`, { headers: { authorization: `Bearer ${token}` } });
    const answer = conversation.body.messages[1];
    expect(answer.status).toBe("stopped");
    expect(answer.content.length).toBeGreaterThan(0);
    expect(answer.content.length).toBeLessThan(1000);
  });
});
