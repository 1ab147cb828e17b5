// The anchored opening statement is chosen through the ranking: the anchor whose provisions the
// ranking puts among its best wins over one with the same phrasing on another topic, an anchor of the
// asked aspect over a neighbouring one, and none answers when no anchor sits on the top provisions
// and none matches closely (the ranking's own statements and the honest gap line then answer).
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import type { KnowledgeIndex, SearchOutcome } from "../search/index.js";
import { AnchorMatcher, questionAspect, type Anchor } from "./anchors.js";
import { AnchorSelector, loadSelectionModel, selectionProbability, type SelectionModel } from "./select.js";

let index: KnowledgeIndex;
beforeAll(() => {
  index = buildIndex();
});

const question = "Dürfen wir die Adressen unserer Vereinsmitglieder an unseren Sponsor weitergeben?";
// Shares the members and the sponsor with the question, not the whole situation (a partial match,
// below the close match that answers on its own).
const asks = ["Mitgliederliste des Vereins für den Sponsor des Sommerturniers", "Geburtsdaten der Mitglieder für die Turnierversicherung"];
const anchor = (id: string, ref: string, aspect: Anchor["aspect"] = "permission"): Anchor => ({
  id,
  aspect,
  text: `Satz ${id}.`,
  refs: [ref],
  asks,
});

function choose(anchors: Anchor[], q = question): { chosen?: string; outcome: SearchOutcome } {
  const outcome = index.search(q, { limit: 8 });
  const matcher = new AnchorMatcher(index, anchors);
  const chosen = new AnchorSelector(index, anchors).rank(matcher.assess(q, questionAspect(q)), outcome)[0]?.anchor.id;
  return { chosen, outcome };
}

describe("choosing the opening statement through the ranking", () => {
  it("prefers the anchor whose provision the ranking puts first over the same phrasing on another topic", () => {
    const top = index.search(question, { limit: 8 }).results[0].ref;
    const { chosen, outcome } = choose([anchor("elsewhere", "EPDG Art. 10"), anchor("ranked", top)]);
    // The old phrasing gate let neither open: the match is partial.
    expect(new AnchorMatcher(index, [anchor("ranked", top)]).candidates(question, questionAspect(question))).toEqual([]);
    expect(outcome.results.some((r) => r.doc.article === "EPDG Art. 10")).toBe(false);
    expect(chosen).toBe("ranked");
  });

  it("lets no anchor open when none rests on the ranking's best provisions and none matches closely", () => {
    expect(choose([anchor("elsewhere", "EPDG Art. 10"), anchor("far", "HFG Art. 45")]).chosen).toBeUndefined();
  });

  it("still lets a very close phrasing answer without the ranking's support", () => {
    const close: Anchor = { ...anchor("close", "EPDG Art. 10"), asks: [question, "Vereinsmitglieder Sponsor"] };
    expect(choose([close]).chosen).toBe("close");
  });

  it("puts an anchor of the asked aspect before a neighbouring one on the same provision", () => {
    const q = "Ein Mitarbeiter hat Kundendaten an seine private Adresse geschickt. Müssen wir das dem EDÖB melden?";
    const top = index.search(q, { limit: 8 }).results[0].ref;
    const own = (id: string, aspect: Anchor["aspect"]): Anchor => ({
      id,
      aspect,
      text: `Satz ${id}.`,
      refs: [top],
      asks: ["Kundendaten an private Adresse geschickt, dem EDÖB melden?", "Mitarbeiter schickt Kundendaten an private Adresse"],
    });
    expect(questionAspect(q)).toBe("notify");
    expect(choose([own("permission", "permission"), own("notify", "notify")], q).chosen).toBe("notify");
  });

  it("lets the only penalty anchor of the top provision answer «Ist das strafbar?» however the act is worded", () => {
    const q =
      "Ein entlassener IT-Mitarbeiter hat sich mit seinem alten VPN-Zugang eingeloggt und die Kundenliste heruntergeladen. Ist das strafbar?";
    expect(questionAspect(q)).toBe("penalty");
    const top = index.search(q, { limit: 8 }).results[0].ref;
    const unworded = (id: string, aspect: Anchor["aspect"] = "penalty"): Anchor => ({
      id,
      aspect,
      text: `Satz ${id}.`,
      refs: [top],
      asks: ["Briefgeheimnis verletzt", "fremde Post geöffnet"],
    });
    expect(choose([unworded("sole")], q).chosen).toBe("sole");
    // Two penalty rules on the provision: the ranking alone cannot tell which; the phrasing must.
    expect(choose([unworded("one"), unworded("other")], q).chosen).toBeUndefined();
    // Another aspect's only anchor does not answer without its topic in the question.
    const may = "Ein entlassener IT-Mitarbeiter hat sich mit seinem alten VPN-Zugang eingeloggt. Dürfen wir seine Kundenliste sperren?";
    const mayTop = index.search(may, { limit: 8 }).results[0].ref;
    expect(choose([{ ...unworded("permission", "permission"), refs: [mayTop] }], may).chosen).toBeUndefined();
  });
});

// The learned choice (decision 005, session 15): every anchor assessed, whatever its aspect, each
// weighed by the model's probability against no anchor; none opens under the threshold.
describe("choosing the opening statement by the learned model", () => {
  const model: SelectionModel = { bias: -2, threshold: 0.5, weights: { support: 4, otherAspect: -3, needsMissing: -3 } };
  const learned = (anchors: Anchor[], q = question, m = model) => {
    const outcome = index.search(q, { limit: 8 });
    const assessed = new AnchorMatcher(index, anchors).assess(q, questionAspect(q), undefined, true);
    return new AnchorSelector(index, anchors, undefined, m).rank(assessed, outcome, { yesNo: true, followUp: false });
  };

  it("opens with the anchor the model finds most probable, and with none under the threshold", () => {
    const top = index.search(question, { limit: 8 }).results[0].ref;
    const chosen = learned([anchor("elsewhere", "EPDG Art. 10"), anchor("ranked", top)]);
    expect(chosen.map((s) => s.anchor.id)).toEqual(["ranked"]);
    expect(chosen[0].score).toBeGreaterThan(0.5);
    expect(learned([anchor("elsewhere", "EPDG Art. 10")])).toEqual([]);
    expect(learned([anchor("ranked", top)], question, { ...model, threshold: 0.999 })).toEqual([]);
  });

  it("assesses anchors of another aspect and without their needed word, told as features, not dropped", () => {
    const top = index.search(question, { limit: 8 }).results[0].ref;
    const other = anchor("deadline", top, "deadline");
    const needy = { ...anchor("needy", top), needs: ["finma"] };
    const assessed = new AnchorMatcher(index, [other, needy]).assess(question, questionAspect(question), undefined, true);
    expect(assessed.map((a) => [a.anchor.id, a.fits, a.needsMet])).toEqual([
      ["deadline", false, true],
      ["needy", true, false],
    ]);
    // Without the wide assessment, the hand rules' filters hold as before.
    expect(new AnchorMatcher(index, [other, needy]).assess(question, questionAspect(question))).toEqual([]);
    const outcome = index.search(question, { limit: 8 });
    const features = new AnchorSelector(index, [other]).features(assessed[0], outcome, { yesNo: true, followUp: false });
    expect(features).toMatchObject({ otherAspect: 1, sameAspect: 0, ranked: 1, "aspect:deadline": 1 });
    expect(learned([other, needy])).toEqual([]);
  });

  it("is the committed model, whose probabilities lie between 0 and 1", () => {
    const committed = loadSelectionModel();
    expect(committed).not.toBeNull();
    expect(committed!.threshold).toBeGreaterThan(0);
    expect(committed!.threshold).toBeLessThan(1);
    const p = selectionProbability(committed!, { support: 1, phrasing: 1 });
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
  });
});
