// The aspect a question asks for in so many words, and whether a statement answers it.
import { describe, expect, it } from "vitest";
import { answersAspect, askedAspect, aspectGap } from "./aspect.js";

describe("asked aspect", () => {
  it("finds deadlines, costs and penalties asked for in so many words, in four languages", () => {
    expect(askedAspect("Bis wann müssen wir antworten?")).toBe("deadline");
    expect(askedAspect("Und gegenüber der FINMA? Gibt es da Fristen?")).toBe("deadline");
    expect(askedAspect("De combien de temps disposons-nous pour répondre ?")).toBe("deadline");
    expect(askedAspect("A father wants to know what we store and how fast we have to answer.")).toBe("deadline");
    expect(askedAspect("Quanto velocemente dobbiamo rispondere?")).toBe("deadline");
    expect(askedAspect("We answered fast. Was that enough?")).toBeUndefined();
    expect(askedAspect("Und dürfen wir dafür etwas verlangen?")).toBe("amount");
    expect(askedAspect("Ist das eigentlich auch strafbar?")).toBe("sanction");
    expect(askedAspect("What is the fine for a wrong answer?")).toBe("sanction");
    expect(askedAspect("È reato se un collega legge i miei messaggi di nascosto?")).toBe("sanction");
    expect(askedAspect("Is there any criminal exposure for the employee?")).toBe("sanction");
  });

  it("reads a sum the asker wants to charge as a cost question, in any language", () => {
    expect(askedAspect("Dürfen wir dem Vater 40 Franken Kopierkosten verrechnen?")).toBe("amount");
    expect(askedAspect("Posso chiedergli 60 franchi per la copia?")).toBe("amount");
    expect(askedAspect("Can we bill CHF 50 for the export?")).toBe("amount");
    // Being charged at all, without a sum, in the other languages too.
    expect(askedAspect("Peuvent-ils me facturer ça ?")).toBe("amount");
    expect(askedAspect("Possono farmi pagare la copia?")).toBe("amount");
    expect(askedAspect("Can they charge me for the copy?")).toBe("amount");
    // Near misses: who is in charge, a bill that is paid, a price that is not the asker's to pay.
    expect(askedAspect("Who is in charge of data protection in our company?")).toBeUndefined();
    expect(askedAspect("Nous avons facturé nos clients par e-mail. Devons-nous informer ?")).toBeUndefined();
    // A sum that is owed, not charged for the request, asks for no cost.
    expect(askedAspect("Ein Kunde hat 5000 Franken Schulden. Dürfen wir das Inkassobüro beauftragen?")).toBeUndefined();
  });

  it("does not read a sum or a period into words that ask for none", () => {
    expect(askedAspect("In unserem Kiosk wurde Geld aus der Kasse geklaut. Was müssen wir beachten?")).toBeUndefined();
    expect(askedAspect("Wie lange dürfen wir Bewerbungsunterlagen aufbewahren?")).toBeUndefined();
    expect(askedAspect("Dürfen wir eine Kamera aufhängen?")).toBeUndefined();
  });

  it("accepts only a statement that states the asked fact, and has an honest gap line otherwise", () => {
    expect(answersAspect("deadline", "Die Auskunft ist innert 30 Tagen zu erteilen.")).toBe(true);
    expect(answersAspect("deadline", "Das DSG sieht Bussen bis CHF 250 000 vor.")).toBe(false);
    expect(answersAspect("amount", "Die Auskunft ist grundsätzlich kostenlos.")).toBe(true);
    expect(answersAspect("sanction", "Wer vorsätzlich falsch informiert, wird auf Antrag mit Busse bestraft.")).toBe(true);
    expect(answersAspect("may", "anything")).toBe(true);
    expect(aspectGap("deadline")).toMatch(/^Eine feste Frist nennt das Gesetz dafür nicht/);
  });
});
