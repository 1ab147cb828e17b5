// Session 21: outside requests of four classes that the rules did not know — a neighbour's hedge, tree,
// noise or pets; contributions owed to a social insurance and private pension savings; music licensed by
// a collecting society; the GDPR for a foreign company that rules out a list of Swiss links — and beside
// each, twins in the same setting that ask about people's data and stay ours. Own phrasings in four
// languages, written for this, not taken from the question sets. The twins are asked of the rules and the
// committed learned model together, as the chat asks them.
import { describe, expect, it } from "vitest";
import { nonLegalRequest, ruleRequest } from "./requests.js";

describe("neighbours, contributions, collecting societies and a list of Swiss links ruled out", () => {
  it("declines a neighbour's hedge, tree, noise or pets in four languages", () => {
    expect(ruleRequest("Die Hecke unseres Nachbarn ist über zwei Meter hoch und nimmt uns die Sonne. Muss er sie schneiden?")).toBe(
      "neighbours",
    );
    expect(ruleRequest("Les branches de l'arbre du voisin tombent dans notre jardin. Ai-je le droit de les couper ?")).toBe("neighbours");
    expect(ruleRequest("Il cane del vicino abbaia ogni notte fino alle due. Cosa posso fare?")).toBe("neighbours");
    expect(ruleRequest("Our neighbour mows his lawn every Sunday at 7 am. Is he allowed to do that?")).toBe("neighbours");
  });

  it("keeps a neighbour's camera, or photos of the neighbours shared, in four languages", () => {
    expect(
      nonLegalRequest("Der Nachbar hat über der Hecke eine Kamera montiert, die unseren Sitzplatz filmt. Darf er das?"),
    ).toBeUndefined();
    expect(nonLegalRequest("Mon voisin a photographié notre chien et publié la photo avec notre adresse. Est-ce permis ?")).toBeUndefined();
    expect(nonLegalRequest("Il vicino riprende con una telecamera il nostro giardino e il cane. È legale?")).toBeUndefined();
    expect(nonLegalRequest("May I film my neighbour's barking dog and share the video with the neighbourhood chat?")).toBeUndefined();
  });

  it("declines contributions owed to a social insurance and pension savings, in four languages", () => {
    expect(
      ruleRequest("Ich mache mich als Grafikerin selbständig und speichere Kundendaten in der Cloud. Wie hoch sind meine AHV-Beiträge?"),
    ).toBe("social insurance benefits");
    expect(ruleRequest("Jusqu'à quand dois-je payer les cotisations AVS comme indépendant ?")).toBe("social insurance benefits");
    expect(ruleRequest("Quanto devo versare di contributi AVS se lavoro a metà tempo?")).toBe("social insurance benefits");
    expect(ruleRequest("Is the board liable for the company's unpaid AHV contributions?")).toBe("social insurance benefits");
    expect(ruleRequest("Lohnt es sich, mit 60 noch in die Säule 3a einzuzahlen?")).toBe("investment advice");
    expect(ruleRequest("Vale la pena aprire un terzo pilastro a 55 anni?")).toBe("investment advice");
  });

  it("keeps the same contributions and pension savings asked about the data, in four languages", () => {
    expect(nonLegalRequest("Darf die Ausgleichskasse meinem Arbeitgeber sagen, wie hoch meine AHV-Beiträge sind?")).toBeUndefined();
    expect(
      nonLegalRequest("La fiduciaire peut-elle transmettre à la banque la liste des cotisations AVS de tous nos employés ?"),
    ).toBeUndefined();
    expect(nonLegalRequest("La banca può comunicare all'assicurazione i dati del mio conto del terzo pilastro?")).toBeUndefined();
    expect(
      nonLegalRequest("May our payroll provider share each employee's AHV contributions with the pension fund's marketing team?"),
    ).toBeUndefined();
  });

  it("declines music licensed by a collecting society, not music with people's data", () => {
    expect(ruleRequest("Im Wartezimmer läuft Radio. Brauchen wir dafür eine Bewilligung der SUISA?")).toBe("copyright");
    expect(ruleRequest("Dois-je payer la SUISA pour la musique diffusée dans mon magasin ?")).toBe("copyright");
    expect(nonLegalRequest("Darf die SUISA verlangen, dass wir ihr die Namen unserer Kursteilnehmer weitergeben?")).toBeUndefined();
  });

  it("declines the GDPR for a foreign firm that rules out a list of Swiss links, not one with Swiss customers", () => {
    expect(
      ruleRequest(
        "Wir sind ein Onlineshop mit Sitz in Stuttgart, ohne Kunden und Lager in der Schweiz. Welche Frist gilt nach der DSGVO für eine Datenpanne?",
      ),
    ).toBe("foreign GDPR");
    expect(ruleRequest("Nous sommes une agence à Lyon, sans clients ni bureau en Suisse. Faut-il un représentant selon le RGPD ?")).toBe(
      "foreign GDPR",
    );
    expect(ruleRequest("Siamo una ditta di Milano, senza clienti né filiali in Svizzera. Il GDPR ci obbliga a nominare un DPO?")).toBe(
      "foreign GDPR",
    );
    expect(ruleRequest("We are a London agency with no customers or staff in Switzerland. Do we need a GDPR representative?")).toBe(
      "foreign GDPR",
    );
    expect(
      nonLegalRequest(
        "Wir sind ein Onlineshop mit Sitz in Stuttgart, ohne Lager, aber mit Kunden in der Schweiz. Gilt für uns die DSGVO oder das DSG?",
      ),
    ).toBeUndefined();
  });
});
