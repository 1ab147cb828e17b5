// A statement of another party's rule does not open the answer: its yes/no is not the asker's.
import { describe, expect, it } from "vitest";
import { otherParty } from "./party.js";

describe("whose rule a statement states", () => {
  const processor = "Ja: Auch der Auftragsbearbeiter führt ein eigenes Verzeichnis der Bearbeitungstätigkeiten.";
  const right = "Ja: Jede Person kann vom Verantwortlichen Auskunft verlangen, ob Daten über sie bearbeitet werden.";

  it("a processor's rule answers only a question that names a processor", () => {
    expect(otherParty("Müssen wir unser Verzeichnis beim EDÖB einreichen?", processor)).toBe(true);
    expect(otherParty("Muss auch unser IT-Dienstleister ein Verzeichnis führen?", processor)).toBe(false);
    expect(otherParty("Un sous-traitant doit-il tenir un registre ?", processor)).toBe(false);
  });

  it("a federal body's rule answers only a question about one", () => {
    const federal = "Nur mit gesetzlicher Grundlage: Ein Bundesorgan darf Personendaten nur bearbeiten, wenn ein Gesetz es vorsieht.";
    expect(otherParty("Dürfen wir als Verein die Daten bearbeiten?", federal)).toBe(true);
    expect(otherParty("Darf das Bundesamt die Daten bearbeiten?", federal)).toBe(false);
  });

  it("a data subject's right does not say what a company may do, but answers its duty and the person", () => {
    expect(
      otherParty("Die Kundin will das Gutachten direkt sehen. Dürfen wir darauf bestehen, es über den Hausarzt zu schicken?", right),
    ).toBe(true);
    expect(otherParty("Müssen wir dem Kunden Auskunft geben?", right)).toBe(false);
    expect(otherParty("Kann ich verlangen, dass die Firma mir sagt, was sie über mich weiss?", right)).toBe(false);
  });

  it("a statement without a party of its own fits every asker", () => {
    expect(otherParty("Dürfen wir das?", "Nein: Personendaten dürfen nur für den angegebenen Zweck bearbeitet werden.")).toBe(false);
  });
});
