// The breach evaluation harness: scenario forms map onto the schema, every decision is scored and
// every miss is listed; the development set meets the targets of issue 26.
import { describe, expect, it } from "vitest";
import { BREACH_DEV_SET, DECISIONS, evaluateBreaches, readScenarios, toInput, type Scenario } from "./eval.js";

const scenario = (over: Partial<Scenario["expected"]>, form: Record<string, unknown> = {}): Scenario => ({
  id: "t1",
  scenario: "Ein Angreifer stiehlt Passwörter.",
  form: {
    title: "Passwörter gestohlen",
    kinds: ["vertraulichkeit"],
    categories: ["zugangsdaten"],
    personsApprox: 500,
    encrypted: false,
    accessedByThirdParty: "ja",
    discoveredAt: "2026-05-01T10:00:00Z",
    sector: "andere",
    role: "controller",
    recipient: "krimineller",
    copiesExist: "ja",
    accessRuledOutByLogs: false,
    criticalFunction: false,
    ...form,
  },
  expected: { edoeb: "ja", persons: "ja", finma: "nicht_anwendbar", processorInformsController: false, sector: "andere", ...over },
});

describe("breach evaluation harness", () => {
  it("passes the new fields through, including 'unbekannt' persons", () => {
    const input = toInput({ ...scenario({}).form, personsApprox: null, personsRange: "101-1000", role: "processor" });
    expect(input.personsApprox).toBeNull();
    expect(input.personsRange).toBe("101-1000");
    expect(input.role).toBe("processor");
  });

  it("refuses a value the form does not have, naming the scenario", () => {
    expect(() => evaluateBreaches([scenario({}, { recipient: "nachbar" })])).toThrow('scenario t1: recipient: "nachbar"');
    expect(() => evaluateBreaches([scenario({}, { keySafe: "vielleicht" })])).toThrow('scenario t1: keySafe: "vielleicht"');
  });

  it("takes the decisive facts as booleans of older sets or as answers ja/nein/unbekannt", () => {
    const form = scenario({}).form;
    expect(toInput({ ...form, keySafe: false }).keySafe).toBe(false);
    const input = toInput({
      ...form,
      keySafe: "unbekannt",
      accessRuledOutByLogs: "nein",
      dataOutflow: "ja",
      recipientKnowsPersons: "unbekannt",
    });
    expect(input).toMatchObject({
      keySafe: "unbekannt",
      accessRuledOutByLogs: "nein",
      dataOutflow: "ja",
      recipientKnowsPersons: "unbekannt",
    });
  });

  it("scores each decision and lists the misses", () => {
    const right = scenario({});
    const wrong = { ...scenario({ edoeb: "nein", finma: "ja" }), id: "t2" };
    const result = evaluateBreaches([right, wrong]);
    expect(result.n).toBe(2);
    expect(result.correct.edoeb).toBe(1);
    expect(result.correct.finma).toBe(1);
    expect(result.correct.persons).toBe(2);
    expect(result.misses).toEqual([
      { id: "t2", decision: "edoeb", expected: "nein", got: "ja" },
      { id: "t2", decision: "finma", expected: "ja", got: "nicht_anwendbar" },
    ]);
  });

  it("reads the processor's duty and the FINMA verdict", () => {
    const processor = scenario({ edoeb: "nein", persons: "nein", processorInformsController: true }, { role: "processor" });
    const bank = scenario({ finma: "ja", sector: "bank" }, { sector: "bank", cyberAttack: true, criticalFunction: true });
    expect(evaluateBreaches([processor, bank]).misses).toEqual([]);
  });

  it("the development set has at least 20 cases of every kind and meets the targets", () => {
    const set = readScenarios(BREACH_DEV_SET);
    expect(set.length).toBeGreaterThanOrEqual(20);
    expect(set.filter((s) => s.form.role === "processor").length).toBeGreaterThanOrEqual(4);
    expect(set.filter((s) => s.form.sector === "krankenversicherer_kvg").length).toBeGreaterThanOrEqual(3);
    const result = evaluateBreaches(set);
    for (const d of DECISIONS) expect(result.correct[d] / result.n, d).toBeGreaterThanOrEqual(0.95);
  });
});
