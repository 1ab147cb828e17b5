// Issue 26: the four verdicts as a lawyer gives them. Each class with what it must reach and a near miss;
// the sentences are our own.
import { describe, expect, it } from "vitest";
import { checkNotice, sentences } from "./check.js";
import { openItems } from "./second-pass.js";

const item = (text: string, id: string) => checkNotice(text).items.find((result) => result.id === id)!;
const status = (text: string, id: string) => item(text, id).status;

const COMPLETE_SWISS = [
  "Datenschutzerklärung der Holzwerk Aare AG",
  "Stand: 1. März 2026",
  "Verantwortlich für die Bearbeitung ist die Holzwerk Aare AG, Industrieweg 4, 3012 Bern, datenschutz@holzwerk-aare.example.",
  "Unsere Datenschutzberaterin ist Frau Nora Steiner, erreichbar unter datenschutz@holzwerk-aare.example.",
  "Wir bearbeiten Ihre Kontaktdaten und Bestellungen, um Offerten zu erstellen, Aufträge auszuführen und Rechnungen zu stellen.",
  "Wir geben Ihre Daten an unsere IT-Dienstleisterin und an die Post für die Lieferung weiter.",
  "Unsere Daten liegen in einem Rechenzentrum in Deutschland. Deutschland bietet nach Anhang 1 DSV einen angemessenen Schutz.",
  "Rechnungen bewahren wir zehn Jahre auf; Offerten löschen wir nach zwei Jahren.",
  "Sie können Auskunft verlangen, unrichtige Daten berichtigen und Ihre Daten löschen lassen.",
].join("\n");

// The first check loads the knowledge base (cited provisions): slow on a busy machine.
describe("four verdicts (issue 26)", { timeout: 120_000 }, () => {
  it("scores a complete Swiss notice without automated decisions 100, the items that do not apply left out", () => {
    const result = checkNotice(COMPLETE_SWISS);
    const byId = Object.fromEntries(result.items.map((entry) => [entry.id, entry.status]));
    expect(byId).toMatchObject({ automated: "not_applicable", representative: "not_applicable", indirect: "not_applicable" });
    expect(result.score).toBe(100);
    expect(result.counts).toEqual({ found: 8, unclear: 0, missing: 0, not_applicable: 3 });
    expect(item(COMPLETE_SWISS, "representative").reason).toMatch(/Art\. 14 DSG/);
    // The optional language model is asked about them (it may only upgrade with a verified quote).
    expect(openItems(result).map((open) => open.id)).toEqual(["indirect", "automated", "representative"]);
  });

  it("transfers abroad: the state and the guarantee named, or unclear; missing when a foreign service shows them", () => {
    expect(status("Ihre Daten können ins Ausland übermittelt werden.", "abroad")).toBe("unclear");
    expect(item("Ihre Daten können ins Ausland übermittelt werden.", "abroad").reason).toMatch(/kein Staat genannt/);
    expect(status("Daten gehen ins europäische Ausland, gestützt auf Standarddatenschutzklauseln.", "abroad")).toBe("unclear");
    expect(status("Unser Hosting-Anbieter sitzt in den USA.", "abroad")).toBe("unclear");
    expect(status("Unser Anbieter in den USA bietet geeignete Garantien.", "abroad")).toBe("unclear");
    expect(status("Der Anbieter ist unter dem Swiss-U.S. Data Privacy Framework zertifiziert.", "abroad")).toBe("found");
    expect(status("Die Server stehen in Deutschland, das nach Anhang 1 DSV angemessen schützt.", "abroad")).toBe("found");
    expect(status("Für den Newsletter nutzen wir Mailchimp.", "abroad")).toBe("missing");
    expect(item("Unsere Mitglieder erreichen wir über WhatsApp.", "abroad").reason).toMatch(/«WhatsApp»/);
    expect(status("Für den Newsletter nutzen wir einen Versanddienst in Bern.", "abroad")).toBe("not_applicable");
  });

  it("data from others: missing when a credit check shows them, unclear without their categories", () => {
    expect(status("Vor dem Abschluss prüfen wir Ihre Bonität.", "indirect")).toBe("missing");
    expect(status("Wir erhalten auch Daten von Dritten.", "indirect")).toBe("unclear");
    expect(status("Von der Post erhalten wir Ihre neue Adresse, wenn Sie umziehen.", "indirect")).toBe("found");
    expect(status("Wir bearbeiten, was Sie uns im Formular angeben.", "indirect")).toBe("not_applicable");
  });

  it("a representative: not applicable for a Swiss controller, missing for one with its seat abroad", () => {
    expect(status("Verantwortlich ist die Muster AG, Weg 1, 8000 Zürich.", "representative")).toBe("not_applicable");
    expect(status("Verantwortlich ist die Muster GmbH, Hauptstrasse 1, 10115 Berlin, Deutschland.", "representative")).toBe("missing");
    // A provider's seat abroad is not the controller's.
    expect(status("Wir nutzen einen Anbieter mit Sitz in Österreich.", "representative")).toBe("not_applicable");
  });

  it("recipients, purposes, retention and rights only in general words are unclear", () => {
    expect(status("Wir geben Ihre Daten an Partner weiter.", "recipients")).toBe("unclear");
    expect(status("Wir geben Ihre Daten an Dienstleister weiter.", "recipients")).toBe("unclear");
    expect(status("Wir geben Ihre Daten an unsere IT-Dienstleister weiter.", "recipients")).toBe("found");
    expect(status("Die Daten verwenden wir für Vereinszwecke.", "purposes")).toBe("unclear");
    expect(status("Die Daten verwenden wir für die Mitgliederverwaltung.", "purposes")).toBe("found");
    expect(status("Wir speichern Ihre Daten so lange wie erforderlich.", "retention")).toBe("unclear");
    expect(status("Wir speichern Ihre Daten so lange wie erforderlich, Rechnungen zehn Jahre.", "retention")).toBe("found");
    expect(status("Ihnen stehen die gesetzlichen Rechte zu.", "rights")).toBe("unclear");
    expect(status("Sie haben ein Recht auf Auskunft und auf Berichtigung.", "rights")).toBe("found");
  });

  it("the advisor counts only by name or with an address of its own", () => {
    expect(status("Unseren Datenschutzberater erreichen Sie unter info@muster.example.", "advisor")).toBe("unclear");
    expect(status("Unsere Datenschutzberaterin ist Frau Anna Meier.", "advisor")).toBe("found");
    expect(status("Der Datenschutzberater ist unter datenschutz@muster.example erreichbar.", "advisor")).toBe("found");
    expect(status("Sie können sich an die kantonale Datenschutzbeauftragte wenden.", "advisor")).toBe("missing");
  });

  it("quotes never end inside a title or degree, and a Kontakt heading identifies the controller", () => {
    const text = "Verantwortlich ist Dr. Marc Favre, Quai 1, 1205 Genève. Beraterin ist lic. iur. Regula Imhof.";
    expect(sentences(text).map((span) => text.slice(span.start, span.end))).toEqual([
      "Verantwortlich ist Dr. Marc Favre, Quai 1, 1205 Genève.",
      "Beraterin ist lic. iur. Regula Imhof.",
    ]);
    expect(item(text, "controller").quote?.text).toContain("Marc Favre");
    const club =
      "Datenschutz\nWir bearbeiten die Daten unserer Mitglieder.\nKontakt\nJodlerklub Echo\nPostfach 12\n3800 Interlaken\nvorstand@echo.example";
    expect(status(club, "controller")).toBe("found");
    expect(status("Kontakt\nSchreiben Sie uns jederzeit.", "controller")).toBe("missing");
  });

  it("reads Italian notices like German and French ones", () => {
    const text = [
      "Informativa sulla protezione dei dati",
      "Titolare del trattamento è la Panetteria Brè Sagl, Via Monte 3, 6979 Brè, info@panetteria-bre.example.",
      "Utilizziamo i vostri dati per gestire le ordinazioni e per la fatturazione.",
      "I dati sono trasmessi al nostro fornitore informatico, che agisce come responsabile del trattamento.",
      "I dati sono conservati in Svizzera e non lasciano il paese.",
      "Conserviamo le fatture per dieci anni.",
      "Potete chiedere quali dati trattiamo, farli rettificare o chiederne la cancellazione.",
    ].join("\n");
    const result = checkNotice(text);
    expect(result.language).toBe("it");
    const byId = Object.fromEntries(result.items.map((entry) => [entry.id, entry.status]));
    expect(byId).toMatchObject({
      controller: "found",
      purposes: "found",
      recipients: "found",
      abroad: "found",
      retention: "found",
      rights: "found",
      automated: "not_applicable",
      representative: "not_applicable",
    });
    expect(status("I dati possono essere comunicati all'estero.", "abroad")).toBe("unclear");
    expect(status("Conserviamo i dati per il tempo necessario.", "retention")).toBe("unclear");
  });
});

describe("classes from blindA (issue 26)", () => {
  it("a generic purpose statement stays unclear beside specific side processing", () => {
    const text =
      "Personendaten werden für unsere Geschäftszwecke bearbeitet.\nFür den Versand des Newsletters verwenden wir einen Versanddienst.";
    expect(status(text, "purposes")).toBe("unclear");
    expect(status("Wir verwenden die Daten für Vereinszwecke und für den Versand der Einladungen.", "purposes")).toBe("found");
  });

  it("a Kontakt heading over several lines, a dedicated contact person, someone else who enters the person", () => {
    const club = "Kontakt\nTurnverein Muster\nPräsidentin: Anna Muster\nPostfach 4\n8000 Zürich\ninfo@tv.example";
    expect(status(club, "controller")).toBe("found");
    expect(status("Écrivez à notre interlocutrice dédiée, Mme Anne Rey, à protection@muster.example.", "advisor")).toBe("found");
    expect(status("Fragen zum Datenschutz richten Sie an info@muster.example.", "advisor")).toBe("missing");
    const account =
      "Für die Nutzung legt Ihr Arbeitgeber bzw. Ihr Administrator ein Konto für Sie an. Dabei werden Name und Rolle gespeichert.";
    expect(status(account, "indirect")).toBe("found");
  });

  it("what we send is no category of what we receive; a real-time answer that decides shows an automated decision", () => {
    const credit =
      "Si vous payez sur facture, nous transmettons votre nom et votre adresse à l’agence de renseignements Crédit SA à Zurich, et obtenons d'elle en retour des renseignements vous concernant. Ces renseignements sont transmis en temps réel et déterminent si le paiement sur facture vous est proposé.";
    expect(status(credit, "indirect")).toBe("unclear");
    expect(status(credit, "automated")).toBe("missing");
    expect(status("I dati possono essere comunicati ai nostri partner e fornitori di servizi.", "recipients")).toBe("unclear");
  });
});

describe("classes from blindB (issue 26)", () => {
  it("advertising with third parties is no source; data we are sent by someone else are", () => {
    const ads = "Nous n'utilisons pas vos données de profil à des fins publicitaires auprès de tiers.";
    expect(status(ads, "indirect")).toBe("not_applicable");
    expect(status("Nous ne transmettons rien à des fins commerciales de tiers.", "indirect")).toBe("not_applicable");
    expect(status("Certaines données nous sont transmises par votre employeur.", "indirect")).not.toBe("not_applicable");
    expect(status("Nous recevons des données de tiers, à savoir votre adresse et votre solvabilité.", "indirect")).toBe("found");
  });

  it("'per i nostri scopi' and 'à nos fins' are generic purposes; a named purpose beside them is not", () => {
    expect(status("Scopo\nI dati sono trattati per i nostri scopi.", "purposes")).toBe("unclear");
    expect(status("Nous traitons vos données à nos propres fins.", "purposes")).toBe("unclear");
    expect(status("I dati sono trattati per i nostri scopi, cioè la fatturazione e la consulenza.", "purposes")).toBe("found");
  });

  it("a check's result that decides at once shows an automated decision; a person deciding on it does not", () => {
    const shop =
      "Bei Kauf auf Rechnung führen wir eine Bonitätsprüfung durch. Das Ergebnis entscheidet unmittelbar im Bestellvorgang, ob Ihnen der Kauf auf Rechnung angeboten wird.";
    expect(status(shop, "automated")).toBe("missing");
    const person =
      "Bei Kauf auf Rechnung führen wir eine Bonitätsprüfung durch. Über den Kauf auf Rechnung entscheidet danach eine Mitarbeiterin.";
    expect(status(person, "automated")).not.toBe("missing");
    expect(status("Le résultat détermine immédiatement si le paiement sur facture est proposé.", "automated")).toBe("missing");
  });

  it("a controller named by role only, with a date above it, has no address; a postcode and town on one line is one", () => {
    const hotel =
      "Datenschutzerklärung Hotel Edelweiss\n\nStand: Januar 2026\n\nVerantwortliche Stelle\nVerantwortlich für die Bearbeitung Ihrer Personendaten ist die Betreiberin des Hotels Edelweiss in Wengen.";
    expect(status(hotel, "controller")).toBe("unclear");
    const named = "Stand: Januar 2026\n\nVerantwortlich für die Bearbeitung ist die Edelweiss Hotel AG, Dorfstrasse 3, 3823 Wengen.";
    expect(status(named, "controller")).toBe("found");
  });
});

describe("classes from the corpus's known misses (issue 26)", () => {
  it("a mandate the person gives and 'ärztliche Schweigepflicht' name no recipient; a doctor we send to does", () => {
    const vague =
      "Berichte erhalten wir von Therapeuten, sofern Sie diese mit der Weiterbehandlung beauftragt haben.\nIhre Daten unterliegen der ärztlichen Schweigepflicht. Eine Übermittlung an Dritte erfolgt nur, soweit dies gesetzlich erlaubt ist.";
    expect(status(vague, "recipients")).toBe("unclear");
    const named = "Eine Übermittlung an Dritte erfolgt nur an nachbehandelnde Ärztinnen und Ärzte.";
    expect(status(named, "recipients")).toBe("found");
    expect(status("Für den Versand haben wir die Post beauftragt.", "recipients")).toBe("found");
  });
});

// Session 9 (blindC): "found" needs the specific element, read from the structure; the near miss beside each.
describe("found needs the specific element (issue 26, session 9)", () => {
  it("purposes: a concrete purpose (an activity or a final clause), not a label, in German, French and Italian", () => {
    const foundation =
      "Zweck\nDie Daten verwenden wir ausschliesslich zur Erfüllung unseres Stiftungszwecks und im Rahmen unserer Tätigkeiten im Dorf.";
    expect(status(foundation, "purposes")).toBe("unclear");
    // Side processing elsewhere does not make the label a purpose.
    expect(status(`${foundation}\nVon Helfern erfassen wir die gefahrenen Kilometer für die Spesenabrechnung.`, "purposes")).toBe(
      "unclear",
    );
    expect(status("Zweck\nDie Daten verwenden wir für die Anmeldung zum Mittagstisch und die Planung des Fahrdienstes.", "purposes")).toBe(
      "found",
    );
    expect(status("Wir nutzen Ihre Angaben, um Ihnen persönliche Trainingspläne zu erstellen.", "purposes")).toBe("found");
    // A list after a colon is read with its sentence; a back-reference is judged where it points.
    expect(status("Wir bearbeiten Personendaten zu folgenden Zwecken:\n- Führung der Mitgliedschaft\n- Beratung", "purposes")).toBe(
      "found",
    );
    expect(status("Nous traitons vos données à des fins liées à notre activité.", "purposes")).toBe("unclear");
    expect(status("Nous traitons vos données pour gérer votre compte et traiter les paiements.", "purposes")).toBe("found");
    expect(status("Finalità\nUtilizziamo i dati per le finalità connesse alla nostra attività.", "purposes")).toBe("unclear");
    expect(status("Finalità\nUtilizziamo i dati per gestire gli abbonamenti e le prenotazioni dei corsi.", "purposes")).toBe("found");
  });

  it("recipients: a kind of recipient or an organisation, not 'Stellen', 'externe Firmen', 'collaboratori esterni'", () => {
    expect(status("Weitergabe\nSoweit nötig geben wir Daten an Stellen weiter, mit denen wir zusammenarbeiten.", "recipients")).toBe(
      "unclear",
    );
    expect(status("Wir arbeiten mit externen Firmen zusammen, die in unserem Auftrag tätig sind.", "recipients")).toBe("unclear");
    expect(status("Wir arbeiten mit externen Firmen zusammen, etwa für die Lohnbuchhaltung.", "recipients")).toBe("found");
    expect(status("Wir geben Daten an unsere Treuhänderin und an die Steuerbehörden weiter.", "recipients")).toBe("found");
    // A "not" answers the item only when nothing vague is said beside it.
    expect(status("Wir geben keine Daten an Dritte weiter.", "recipients")).toBe("found");
    expect(status("Wir geben Daten an Dritte weiter, wenn es nötig ist. Wir verkaufen keine Daten.", "recipients")).toBe("unclear");
    expect(status("Vos données peuvent être communiquées à des partenaires.", "recipients")).toBe("unclear");
    expect(status("Vos données sont communiquées à notre fiduciaire et à La Poste.", "recipients")).toBe("found");
    const gym = "I suoi dati possono essere comunicati a collaboratori esterni e partner commerciali, se necessario.";
    expect(status(gym, "recipients")).toBe("unclear");
    expect(status("I suoi dati possono essere comunicati alla nostra fiduciaria e alla banca.", "recipients")).toBe("found");
    // The notice's own published version names no recipient; published results do.
    expect(status("Fa stato la versione pubblicata sul nostro sito internet. I dati sono comunicati a terzi.", "recipients")).toBe(
      "unclear",
    );
    expect(status("Les résultats des courses sont publiés sur notre site.", "recipients")).toBe("found");
  });

  it("retention: a period or a criterion, in German, French and Italian", () => {
    expect(status("Wir bewahren die Angaben auf, bis sie für unsere Arbeit nicht mehr benötigt werden.", "retention")).toBe("unclear");
    expect(status("Wir bewahren die Angaben auf, bis zum Ende der Mitgliedschaft.", "retention")).toBe("found");
    expect(status("Tritt ein Mitglied aus, löschen wir seine Daten innerhalb eines Jahres.", "retention")).toBe("found");
    expect(status("Nous conservons vos données aussi longtemps que nécessaire.", "retention")).toBe("unclear");
    expect(status("Les données sont supprimées à la fin de l'année suivant la démission.", "retention")).toBe("found");
    expect(status("I dati sono conservati per il tempo necessario.", "retention")).toBe("unclear");
    expect(status("I dati sono conservati fino alla fine del contratto.", "retention")).toBe("found");
  });

  it("states: a state or a region of states, not 'andere Länder', 'autres pays', 'altri paesi'", () => {
    const servers = "Deren Server können auch in anderen Ländern stehen. Die Anbieter haben Standardvertragsklauseln unterzeichnet.";
    expect(status(servers, "abroad")).toBe("unclear");
    expect(status(servers.replace("in anderen Ländern", "in Irland"), "abroad")).toBe("found");
    expect(status("Les serveurs peuvent se trouver dans d'autres pays, avec des clauses types.", "abroad")).toBe("unclear");
    expect(status("I server possono trovarsi in altri paesi, con clausole contrattuali tipo.", "abroad")).toBe("unclear");
    expect(status("I server si trovano in Germania, con clausole contrattuali tipo.", "abroad")).toBe("found");
  });

  it("rights: at least one right named; a general reference or a single right is not enough", () => {
    expect(status("Sie können die Rechte geltend machen, die Ihnen das Datenschutzgesetz einräumt.", "rights")).toBe("unclear");
    expect(status("Vous pouvez exercer vos droits à tout moment.", "rights")).toBe("unclear");
    expect(status("Vous pouvez demander l'accès à vos données et leur rectification.", "rights")).toBe("found");
    expect(status("Può chiedere in ogni momento la rettifica dei suoi dati.", "rights")).toBe("unclear");
    expect(status("Può chiedere quali dati trattiamo e la loro rettifica o cancellazione.", "rights")).toBe("found");
  });

  it("a source list names its categories; a data-protection team with its own address is a dedicated contact", () => {
    const sources = "Daten, die wir von Dritten erhalten\n- von unserem Zahlungsdienstleister: Zahlungsstatus und gekürzte Kartennummer;";
    expect(status(sources, "indirect")).toBe("found");
    expect(status("Daten, die wir von Dritten erhalten\nManche Angaben stammen von Partnern.", "indirect")).toBe("unclear");
    const team = "Pour toute question, écrivez à notre équipe protection des données : protection-donnees@troc.example.";
    expect(status(team, "advisor")).toBe("found");
    expect(status("Pour toute question, écrivez à notre équipe : info@troc.example.", "advisor")).toBe("missing");
  });
});

describe("specific and vague wordings not in the corpus (issue 26, session 9)", () => {
  const cases: [id: string, text: string, expected: string][] = [
    ["purposes", "Wir bearbeiten Ihre Daten im Rahmen unserer Geschäftstätigkeit.", "unclear"],
    ["purposes", "Wir bearbeiten Ihre Personendaten zur Kommunikation mit Ihnen.", "found"],
    ["purposes", "Nous traitons vos données dans le cadre de nos activités.", "unclear"],
    ["purposes", "Nous utilisons vos données afin d'exécuter votre commande.", "found"],
    ["purposes", "I dati sono trattati per scopi legati alla nostra attività.", "unclear"],
    ["purposes", "I dati servono per l'organizzazione dei corsi.", "found"],
    ["recipients", "Wir geben Daten an Drittfirmen und Partnerunternehmen weiter.", "unclear"],
    ["recipients", "Ihre Daten erhalten nur die zuständigen Mitarbeitenden und unsere Buchhaltungsfirma.", "found"],
    ["recipients", "Nous transmettons vos données à des sociétés partenaires.", "unclear"],
    ["recipients", "Nous transmettons vos données à notre agence de voyage partenaire et aux hôtels.", "found"],
    ["recipients", "I dati possono essere comunicati a società del gruppo.", "unclear"],
    ["retention", "Wir speichern Ihre Daten, solange Sie Mitglied sind.", "found"],
    ["retention", "Daten werden nach einer gewissen Zeit gelöscht.", "unclear"],
    ["retention", "Nous conservons les données pendant la durée de la relation contractuelle.", "found"],
    ["retention", "Nous conservons vos données le temps nécessaire.", "unclear"],
    ["retention", "I dati sono cancellati alla fine della stagione.", "found"],
    ["retention", "I dati sono conservati finché necessario.", "unclear"],
  ];
  it("judges wordings the rules were not fitted to by the element they name", () => {
    for (const [id, text, expected] of cases) expect.soft(`${id}: ${status(text, id)}`, text).toBe(`${id}: ${expected}`);
  });
});

describe("automated individual decisions with a significant effect (issue 26, session 9)", () => {
  it("an account blocked or a limit set by a score applies; a score staff merely consult does not", () => {
    const market =
      "Notre système attribue à chaque compte un score de risque. Les comptes dont le score dépasse un certain seuil sont bloqués automatiquement.";
    expect(status(market, "automated")).toBe("missing");
    expect(item(market, "automated").reason).toMatch(/bloqués automatiquement/);
    expect(status("Konten mit einem hohen Risikowert werden automatisch gesperrt.", "automated")).toBe("missing");
    expect(status("Unser Algorithmus legt in Echtzeit Ihre Kreditlimite fest.", "automated")).toBe("missing");
    expect(status("Gli account sospetti vengono bloccati automaticamente.", "automated")).toBe("missing");
    // Addressed: found, whatever the decision.
    const addressed = `${market} Vous pouvez demander qu'une personne réexamine toute décision automatisée.`;
    expect(status(addressed, "automated")).toBe("found");
    const staff = "Ein Risikowert dient unserem Team als Hinweis; gesperrt wird ein Konto nur nach Prüfung durch eine Mitarbeiterin.";
    expect(status(staff, "automated")).toBe("not_applicable");
    expect(status("Rechnungen werden automatisch erstellt und versandt.", "automated")).toBe("not_applicable");
  });
});

describe("classes from blind splits D and E (issue 26, session 10): our own wordings with near misses", () => {
  // Each list holds the class in German, French and Italian and its near misses (the verdict that must not change).
  const classes: Record<string, [id: string, text: string, expected: string][]> = {
    "purposes: a heading speaks through its whole list, a label as the measure of keeping or a frame is no statement, 'why' headings": [
      ["purposes", "Zwecke\n- Ihr Kundenkonto;\n- Zustellung der Ware;\n- Rechnungsstellung.", "found"],
      ["purposes", "Zwecke\n- Ihr Kundenkonto;\n- unsere Anliegen;\n- alles Weitere.", "unclear"],
      ["purposes", "Finalités\n- votre dossier;\n- prise de rendez-vous;\n- facturation.", "found"],
      ["purposes", "Finalités\n- votre dossier;\n- nos besoins internes.", "unclear"],
      ["purposes", "Finalità\n- il suo profilo;\n- la fatturazione delle quote.", "found"],
      ["purposes", "Finalità\n- il suo profilo;\n- le esigenze interne.", "unclear"],
      [
        "purposes",
        "Ihre Daten dienen der Terminverwaltung. Wir löschen sie, sobald sie für unsere Zwecke nicht mehr gebraucht werden.",
        "found",
      ],
      ["purposes", "Wir verwenden Ihre Daten für unsere Zwecke. Wir löschen sie nach zwei Jahren.", "unclear"],
      [
        "purposes",
        "Nous utilisons vos données pour gérer les inscriptions. Nous les supprimons lorsqu'elles ne servent plus à nos fins.",
        "found",
      ],
      ["purposes", "Usiamo i dati per gestire le iscrizioni. Li cancelliamo quando non servono più per i nostri scopi.", "found"],
      ["purposes", "Wir verwenden die Angaben für interne Zwecke und im Rahmen unseres Pflegeauftrags.", "unclear"],
      ["purposes", "Wir verwenden die Angaben für interne Zwecke, nämlich die Pflegeplanung.", "found"],
      ["purposes", "Nous utilisons ces données à nos propres fins et dans le cadre de notre mandat de conseil.", "unclear"],
      ["purposes", "Trattiamo i dati per le finalità interne e nell'ambito del nostro incarico di consulenza.", "unclear"],
      ["purposes", "Trattiamo i dati per le finalità interne, cioè la fatturazione.", "found"],
      ["purposes", "Warum wir sie bearbeiten\n- Offerten erstellen;\n- Aufträge abrechnen.", "found"],
      ["purposes", "Pourquoi nous les utilisons\n- gérer vos réservations;\n- encaisser les paiements.", "found"],
      ["purposes", "Perché li trattiamo\n- gestire le prenotazioni;\n- incassare i pagamenti.", "found"],
      ["purposes", "Warum wir sie bearbeiten\n- aus Gewohnheit.", "unclear"],
    ],
    "retention: the controller's discretion is no criterion, bare 'how long' headings and data that stay somewhere": [
      ["retention", "Kundendaten behalten wir, solange wir das für nötig erachten; Belege zehn Jahre.", "unclear"],
      ["retention", "Kundendaten behalten wir bis zum Ende des Vertrags, Belege zehn Jahre.", "found"],
      ["retention", "Nous gardons les fiches tant que nous le jugeons utile, les factures pendant dix ans.", "unclear"],
      ["retention", "Nous gardons les fiches tant que vous êtes membre, les factures pendant dix ans.", "found"],
      ["retention", "Conserviamo le schede finché lo riteniamo utile e le fatture per dieci anni.", "unclear"],
      ["retention", "Conserviamo le schede fino alla fine del contratto e le fatture per dieci anni.", "found"],
      ["retention", "Text.\nWie lange\nDie Unterlagen bleiben zehn Jahre im Archiv.", "found"],
      ["retention", "Die Unterlagen bleiben im Archiv, solange wir sie für sinnvoll halten.", "unclear"],
      ["retention", "Belege bewahren wir auf, wie es das Gesetz verlangt.", "found"],
      ["retention", "Belege bewahren wir auf, solange wir sie für nützlich halten.", "unclear"],
      ["retention", "Text.\nWie lange dauert eine Behandlung?\nMeist sechs Sitzungen.", "missing"],
    ],
    "rights alluded to without naming one, and deletion wished in the passive": [
      ["rights", "Ihre Ansprüche aus dem Datenschutzrecht können Sie bei uns geltend machen.", "unclear"],
      ["rights", "Melden Sie sich, wenn Sie wissen wollen, was Sie tun können.", "unclear"],
      ["rights", "Sie können Auskunft verlangen und Ihre Ansprüche auf Berichtigung geltend machen.", "found"],
      ["rights", "Écrivez-nous pour savoir ce que vous pouvez faire.", "unclear"],
      ["rights", "Ci scriva per sapere cosa può fare.", "unclear"],
      ["rights", "Ci scriva per un'offerta.", "missing"],
      ["rights", "Wer seine Anmeldung gelöscht haben will, schreibt uns.", "unclear"],
      ["rights", "Wer seine Anmeldung gelöscht haben will, schreibt uns; Auskunft geben wir jederzeit.", "found"],
      ["rights", "Si vous souhaitez que vos données soient effacées, écrivez-nous.", "unclear"],
      ["rights", "Se desidera che i suoi dati siano cancellati, ci scriva.", "unclear"],
    ],
    "recipients: people named by their role, not the notice's own published version, processors only with their kind": [
      ["recipients", "Wir geben die Teilnehmerliste an die Lagerleiterinnen weiter.", "found"],
      ["recipients", "Wir geben die Teilnehmerliste an Beteiligte weiter.", "unclear"],
      ["recipients", "Vor der Weiterleitung an Dritte prüfen wir die Angaben.", "unclear"],
      ["recipients", "Nous transmettons la liste aux moniteurs et animatrices du camp.", "found"],
      ["recipients", "Nous transmettons la liste aux personnes concernées.", "unclear"],
      ["recipients", "Trasmettiamo l'elenco agli istruttori del corso.", "found"],
      ["recipients", "Trasmettiamo l'elenco ai collaboratori.", "unclear"],
      ["recipients", "Massgebend ist die auf unserer Website veröffentlichte Fassung. Wir geben Daten an Partner weiter.", "unclear"],
      ["recipients", "Ranglisten veröffentlichen wir auf unserer Website.", "found"],
      ["recipients", "Wir geben Daten an unsere Auftragsbearbeiter weiter.", "unclear"],
      ["recipients", "Wir geben Daten an unsere Auftragsbearbeiter für die Lohnbuchhaltung weiter.", "found"],
      ["recipients", "Unsere Buchhaltungssoftware wird von einem Anbieter als Auftragsbearbeiter betrieben.", "found"],
      ["recipients", "Nous transmettons vos données à nos sous-traitants.", "unclear"],
      ["recipients", "Nous transmettons vos données à nos sous-traitants de paie.", "found"],
      ["recipients", "Comunichiamo i dati ai nostri responsabili del trattamento.", "unclear"],
      ["recipients", "Comunichiamo i dati ai nostri responsabili del trattamento per la contabilità.", "found"],
    ],
    "controller: the organisation with its legal form and address as the subject of the opening sentence": [
      ["controller", "Datenschutz\n\nDie Bäckerei Korn GmbH, Mühleweg 3, 6000 Luzern, backt Brot.", "found"],
      ["controller", "Datenschutz\n\nDie Bäckerei Korn GmbH backt Brot seit 1950.", "missing"],
      ["controller", "Protection des données\n\nLa Boulangerie du Pont Sàrl, rue du Pont 2, 1700 Fribourg, fabrique du pain.", "found"],
      ["controller", "Protezione dei dati\n\nLa Panetteria Ponte Sagl, via Ponte 2, 6900 Lugano, produce pane.", "found"],
    ],
    "advisor: a person in charge of data-protection questions, only with an address of its own": [
      ["advisor", "Für Fragen zum Datenschutz ist bei uns Herr Marco Egli zuständig: datenschutz@korn.example.", "found"],
      ["advisor", "Für Fragen zum Datenschutz ist unser Geschäftsführer Herr Marco Egli zuständig: info@korn.example.", "missing"],
      ["advisor", "Mme Léa Roux est chargée de la protection des données : protection@roux.example.", "found"],
      ["advisor", "Mme Léa Roux est chargée de la protection des données : info@roux.example.", "missing"],
      ["advisor", "La signora Sara Conti si occupa della protezione dei dati: privacy@conti.example.", "found"],
      ["advisor", "L'Incaricato federale della protezione dei dati vigila sul rispetto della legge; privacy@conti.example.", "missing"],
    ],
    "automated decisions: the system as the subject of a finite verb with 'automatically'": [
      ["automated", "Bei drei falschen PIN-Eingaben sperrt das System Ihr Konto automatisch.", "missing"],
      ["automated", "Bei drei falschen PIN-Eingaben sperrt eine Mitarbeiterin Ihr Konto.", "not_applicable"],
      ["automated", "Après trois essais, le système bloque automatiquement votre compte.", "missing"],
      ["automated", "Dopo tre tentativi il sistema blocca automaticamente il conto.", "missing"],
      ["automated", "La newsletter est envoyée automatiquement chaque mois.", "not_applicable"],
    ],
    "abroad: data that stay in Switzerland settle the item, unless an exception follows": [
      ["abroad", "Alle Daten bleiben in der Schweiz.", "found"],
      ["abroad", "Eine Bekanntgabe an Empfänger im Ausland findet nicht statt.", "found"],
      ["abroad", "Die Daten bleiben in der Schweiz, ausser beim Newsletter (Mailchimp).", "missing"],
      ["abroad", "Die meisten Daten bleiben in der Schweiz; den Newsletter versenden wir mit Mailchimp.", "missing"],
      ["abroad", "Toutes les données restent en Suisse.", "found"],
      ["abroad", "Tutti i dati restano in Svizzera.", "found"],
      ["abroad", "I dati restano in Svizzera, tranne quelli della newsletter (Mailchimp).", "missing"],
    ],
    "data from others: advertising to non-customers shows them; our own register entry and the formal Lei do not; categories": [
      ["indirect", "Wir schreiben auch Haushalte an, die noch nicht Kunde sind.", "missing"],
      ["indirect", "Wir schreiben unsere Kundinnen und Kunden zweimal im Jahr an.", "not_applicable"],
      ["indirect", "Nous envoyons aussi des catalogues à des personnes qui ne sont pas encore clientes.", "missing"],
      ["indirect", "Inviamo cataloghi anche a persone che non sono ancora clienti.", "missing"],
      ["indirect", "Die Korn GmbH ist im Handelsregister des Kantons Luzern eingetragen.", "not_applicable"],
      ["indirect", "Angaben zu Ihrer Firma übernehmen wir aus dem Handelsregister.", "found"],
      ["indirect", "La société est inscrite au registre du commerce du canton de Vaud.", "not_applicable"],
      ["indirect", "La società è iscritta nel registro di commercio del Cantone Ticino.", "not_applicable"],
      ["indirect", "Trattiamo i dati che lei ci comunica al momento dell'iscrizione.", "not_applicable"],
      ["indirect", "Il suo medico ci comunica la diagnosi.", "found"],
      ["indirect", "Dalla cassa di compensazione riceviamo il salario assicurato e la data di nascita.", "found"],
      ["indirect", "Dalla cassa di compensazione riceviamo alcune informazioni.", "unclear"],
      ["indirect", "Votre employeur nous transmet votre salaire et votre taux d'occupation.", "found"],
      ["indirect", "Votre employeur nous transmet certains éléments.", "unclear"],
      ["indirect", "Nous complétons les informations de votre compte à l'aide d'autres sources.", "unclear"],
      ["indirect", "Nous complétons votre compte à l'aide d'autres sources : adresse postale et numéro de téléphone.", "found"],
    ],
  };
  for (const [name, cases] of Object.entries(classes)) {
    it(name, () => {
      for (const [id, text, expected] of cases) expect.soft(`${id}: ${status(text, id)}`, text).toBe(`${id}: ${expected}`);
    });
  }
});
