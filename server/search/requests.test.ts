// Requests that are not legal questions are declined in every language, deceptive ones included;
// the same words in a question about people's data are not.
import { describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import { nonLegalRequest } from "./requests.js";

describe("non-legal requests", () => {
  it("recognises verse, share tips, formulas, VAT, copyright, notice periods and a purely foreign GDPR case", () => {
    expect(nonLegalRequest("Schreib mir ein Geburtstagsgedicht für meine Chefin.")).toBe("creative writing");
    expect(nonLegalRequest("Peux-tu m'écrire un petit poème sur la protection des données ?")).toBe("creative writing");
    expect(nonLegalRequest("Could you write a funny poem about GDPR cookie banners?")).toBe("creative writing");
    expect(nonLegalRequest("Quali azioni svizzere dovrei comprare quest'anno?")).toBe("investment advice");
    expect(nonLegalRequest("Wie mache ich in Google Sheets einen SVERWEIS auf die Kundenliste?")).toBe("spreadsheet formula");
    expect(nonLegalRequest("Quel taux de TVA s'applique à nos cours sur la protection des données ?")).toBe("value added tax");
    expect(nonLegalRequest("Verletze ich ein Urheberrecht, wenn ich fremde Produktfotos als Daten-Download anbiete?")).toBe("copyright");
    expect(nonLegalRequest("Unsere Datenschutzberaterin kündigt. Welche Kündigungsfrist gilt?")).toBe("notice period");
    expect(nonLegalRequest("Our company in Dublin has only Irish customers: when must we notify the DPC under Art. 33 GDPR?")).toBe(
      "foreign GDPR",
    );
  });

  it("recognises a text, translation, ideas or query to produce, by the request's form", () => {
    expect(nonLegalRequest("Formuliere mir eine freundliche Absage-Mail an einen Bewerber, ohne Datenschutz-Floskeln.")).toBe(
      "text to produce",
    );
    expect(nonLegalRequest("Übersetze mir bitte unsere Datenschutzerklärung ins Englische.")).toBe("text to produce");
    expect(nonLegalRequest("Write a short LinkedIn post welcoming our new Data Protection Officer.")).toBe("text to produce");
    expect(nonLegalRequest("Unser Datenschutz-Team geht wandern. Hast du drei Ideen für den Abend?")).toBe("text to produce");
    expect(nonLegalRequest("In der Datenbank 'Kunden' brauche ich eine Abfrage aller Kunden aus Bern. Wie lautet das SQL?")).toBe(
      "spreadsheet formula",
    );
    expect(nonLegalRequest("Wie erstelle ich in Word eine Vorlage für Briefe?")).toBe("IT support");
    expect(nonLegalRequest("We are based in Ohio and only have US customers. Does the CCPA apply to our newsletter?")).toBe("foreign GDPR");
    // The same forms asking what the law allows or requires stay ours.
    expect(nonLegalRequest("Schreib mir, ob wir die Absage-Mail mit den Bewerbungsunterlagen aufbewahren dürfen.")).toBeUndefined();
    expect(nonLegalRequest("Muss unsere Datenschutzerklärung auch auf Englisch übersetzt sein?")).toBeUndefined();
    expect(
      nonLegalRequest("Gilt das DSG für uns, wenn wir nur US-Kunden haben, aber in Zürich sitzen? Die CCPA kennen wir."),
    ).toBeUndefined();
  });

  it("recognises the assistant asked to produce or rework a text, and a text asked for by a formal imperative", () => {
    // Session 12: a producing verb at the end of an addressed request, the formal French imperative,
    // and a number of questions or ideas asked for.
    expect(nonLegalRequest("Kannst du unseren Aushang 'Wir schützen Ihre Daten' etwas freundlicher umformulieren?")).toBe(
      "text to produce",
    );
    expect(nonLegalRequest("Könnten Sie für unser Kundenmagazin einen kurzen Beitrag über sichere Passwörter verfassen?")).toBe(
      "text to produce",
    );
    expect(nonLegalRequest("Could you rephrase the welcome text of our patient portal so it sounds warmer?")).toBe("text to produce");
    expect(nonLegalRequest("Pourriez-vous résumer en trois phrases notre charte informatique pour les apprentis ?")).toBe(
      "text to produce",
    );
    expect(nonLegalRequest("Rédigez une courte annonce pour la soirée du personnel consacrée à la sécurité des données.")).toBe(
      "text to produce",
    );
    expect(nonLegalRequest("Für den Teamanlass zum Thema Datensicherheit: Gib mir fünf lustige Quizfragen.")).toBe("text to produce");
    expect(nonLegalRequest("Our club hosts a cyber-security evening. Give us eight trivia questions about passwords.")).toBe(
      "text to produce",
    );
    // Addressed, but asking what is allowed or owed: ours.
    expect(nonLegalRequest("Kannst du mir sagen, ob wir die Bewerbungsunterlagen nach der Absage löschen müssen?")).toBeUndefined();
    expect(nonLegalRequest("Could you tell me whether we may store customer data in a US cloud?")).toBeUndefined();
  });

  it("recognises a product to recommend whatever it is for, and a day off to be granted", () => {
    expect(nonLegalRequest("Can you recommend a tool to encrypt the USB sticks with our client files?")).toBe("products and prices");
    expect(nonLegalRequest("Welches Programm empfiehlst du, um die Festplatten mit Personaldaten zu verschlüsseln?")).toBe(
      "products and prices",
    );
    expect(nonLegalRequest("Bekomme ich für meine Hochzeit einen bezahlten freien Tag vom Arbeitgeber?")).toBe("pay and leave");
    expect(nonLegalRequest("Does my employer have to give me a day off to move house?")).toBe("pay and leave");
    // Which measure the law requires stays ours, and so does a recommendation of the EDÖB.
    expect(nonLegalRequest("Müssen wir die Festplatten mit Personaldaten verschlüsseln?")).toBeUndefined();
    expect(nonLegalRequest("Welche Massnahmen empfiehlt der EDÖB für die Sicherheit von Patientendaten?")).toBeUndefined();
  });

  it("recognises slogans, office IT how-tos and scripts, pay and days off, data words notwithstanding", () => {
    expect(nonLegalRequest("Erfinde einen Slogan für unsere Kampagne 'Deine Daten, deine Sache'.")).toBe("creative writing");
    expect(nonLegalRequest("In der Excel-Liste 'Personendaten' stehen doppelte Adressen. Wie entferne ich die Duplikate?")).toBe(
      "IT support",
    );
    expect(nonLegalRequest("Comment chiffrer le disque de mon ordinateur portable avec BitLocker ?")).toBe("IT support");
    expect(nonLegalRequest("Can you write me a Python script that fills our test database with fake customer names?")).toBe("IT support");
    expect(nonLegalRequest("Wie viel Lohn kann ich als Datenschutzberaterin mit drei Jahren Erfahrung verlangen?")).toBe("pay and leave");
    expect(nonLegalRequest("Unsere Datenschutzbeauftragte will vier Wochen Ferien am Stück. Dürfen wir das ablehnen?")).toBe(
      "pay and leave",
    );
  });

  it("recognises device faults, logos and music to use, recommendations, earnings and pay cuts, foreign-only companies", () => {
    expect(nonLegalRequest("Unser Notebook stürzt beim Start immer ab. Woran liegt das?")).toBe("IT support");
    expect(nonLegalRequest("Why does my computer fan get so loud during video calls?")).toBe("IT support");
    expect(nonLegalRequest("Dürfen wir im Laden Hintergrundmusik vom Handy abspielen?")).toBe("copyright");
    expect(nonLegalRequest("Peut-on imprimer le logo d'un club de hockey sur nos casquettes ?")).toBe("copyright");
    expect(nonLegalRequest("Kannst du mir ein Hotel in Zermatt für unser Team empfehlen?")).toBe("recommendation");
    expect(nonLegalRequest("Can you recommend a restaurant in Basel for a client dinner?")).toBe("recommendation");
    expect(nonLegalRequest("Wie viel verdient ein Datenschutzberater in Zürich?")).toBe("pay and leave");
    expect(nonLegalRequest("Unser Informatiker will nur noch 80 % arbeiten. Dürfen wir seinen Lohn entsprechend kürzen?")).toBe(
      "pay and leave",
    );
    expect(nonLegalRequest("Notre société à Lyon n'a que des clients français. Faut-il tenir un registre selon le RGPD ?")).toBe(
      "foreign GDPR",
    );
    // The same words with people's data stay ours.
    expect(
      nonLegalRequest("Dürfen wir die Logos und Namen unserer Kunden als Referenzen auf der Website veröffentlichen?"),
    ).toBeUndefined();
    expect(nonLegalRequest("Darf das Restaurant die Gästeliste an die Polizei weitergeben?")).toBeUndefined();
    expect(nonLegalRequest("Darf der Arbeitgeber den Lohn aller Mitarbeitenden im Intranet veröffentlichen?")).toBeUndefined();
  });

  it("leaves questions about what is done with people's data alone", () => {
    expect(nonLegalRequest("Darf unser Treuhänder die Excel-Liste mit den Löhnen an die Bank weitergeben?")).toBeUndefined();
    expect(nonLegalRequest("Darf die Bank meine Aktienbestände an meinen Ex-Mann bekanntgeben?")).toBeUndefined();
    expect(nonLegalRequest("Gilt für eine Schweizer Firma mit Kunden in Deutschland die DSGVO?")).toBeUndefined();
    expect(nonLegalRequest("Dürfen wir ein Foto unserer Mitarbeiterin mit einem Gedicht im Intranet veröffentlichen?")).toBeUndefined();
    expect(nonLegalRequest("Bis wann müssen wir ein Auskunftsbegehren beantworten?")).toBeUndefined();
    expect(nonLegalRequest("Müssen wir die Festplatten unserer Laptops verschlüsseln, wenn Patientendaten drauf sind?")).toBeUndefined();
    expect(nonLegalRequest("Darf der Arbeitgeber meinen Lohn an die Bank weitergeben?")).toBeUndefined();
    expect(nonLegalRequest("Darf der Chef die Ferienabwesenheiten im Team-Kalender für alle sichtbar machen?")).toBeUndefined();
  });

  it("recognises stories, speeches, songs and names to write or invent, unless the law is asked", () => {
    expect(nonLegalRequest("Erzähl mir eine lustige Geschichte über einen Datenschützer und einen Hacker.")).toBe("creative writing");
    expect(nonLegalRequest("Kannst du eine Rede für die Pensionierung unseres Datenschutzberaters schreiben?")).toBe("creative writing");
    expect(nonLegalRequest("Écris une chanson sur la protection des données pour notre apéro.")).toBe("creative writing");
    expect(nonLegalRequest("Scrivi una storia breve su una fuga di dati in una banca.")).toBe("creative writing");
    expect(nonLegalRequest("Compose a song about the GDPR for our office party.")).toBe("creative writing");
    expect(nonLegalRequest("Erfinde einen Namen für unser neues Datenschutz-Tool.")).toBe("creative writing");
    expect(nonLegalRequest("Can you tell me a joke about data protection?")).toBe("creative writing");
    expect(nonLegalRequest("Darf ich ein Zitat aus einem Buch in unserer Datenschutzerklärung verwenden?")).toBe("copyright");
    expect(nonLegalRequest("Darf ich eine Geschichte über meinen Chef mit seinem Namen veröffentlichen?")).toBeUndefined();
    expect(nonLegalRequest("Is it legal to use a hidden camera to film our nanny at home?")).toBeUndefined();
  });

  it("recognises a how-to in a tool on a data column, whatever the column is called", () => {
    expect(nonLegalRequest('Wie füge ich in Excel bei der Spalte "Geburtsdatum" eine Datumsvalidierung ein?')).toBe("IT support");
    expect(nonLegalRequest("Wie erstelle ich in Google Sheets eine bedingte Formatierung für die Spalte 'Newsletter-Einwilligung'?")).toBe(
      "IT support",
    );
    expect(
      nonLegalRequest("Comment créer une liste déroulante dans Excel pour la colonne « consentement » de notre fichier clients ?"),
    ).toBe("IT support");
    expect(nonLegalRequest('Come inserisco un menu a tendina in Excel nella colonna "consenso" del foglio dei dipendenti?')).toBe(
      "IT support",
    );
    expect(nonLegalRequest("How do I add a cookie banner plugin to our WordPress site?")).toBe("IT support");
    expect(nonLegalRequest("Wie verschiebe ich in Outlook alle Mails eines Absenders in einen Ordner und lösche den Rest?")).toBe(
      "IT support",
    );
    expect(nonLegalRequest("Unser Drucker druckt seit dem Update nur noch leere Seiten. Was können wir tun?")).toBe("IT support");
    // A legal cue, a theft or what someone did with the data keeps it ours.
    expect(
      nonLegalRequest("Wie stelle ich in Teams ein, dass Aufnahmen nach 30 Tagen gelöscht werden, damit wir DSG-konform sind?"),
    ).toBeUndefined();
    expect(nonLegalRequest("Muss in der Excel-Liste mit den Einwilligungen stehen, wann jemand eingewilligt hat?")).toBeUndefined();
    expect(nonLegalRequest("Unser Laptop mit Patientendaten wurde gestohlen, was sollen wir machen?")).toBeUndefined();
    expect(nonLegalRequest("Seit dem Hackerangriff zeigt unser PC nur noch eine Lösegeldforderung. Was tun?")).toBeUndefined();
    expect(nonLegalRequest("Der Techniker hat beim Reparieren meines Laptops meine Fotos kopiert. Was kann ich tun?")).toBeUndefined();
  });

  it("recognises pictures, music and texts taken from elsewhere, but not pictures of people", () => {
    expect(
      nonLegalRequest("Darf ich ein Bild von einem Sonnenuntergang, das ich im Internet gefunden habe, für unsere Website verwenden?"),
    ).toBe("copyright");
    expect(nonLegalRequest("Peut-on utiliser une photo de la tour Eiffel trouvée sur un autre site pour notre brochure ?")).toBe(
      "copyright",
    );
    expect(nonLegalRequest("Posso usare un'immagine trovata su Google per il volantino della nostra associazione?")).toBe("copyright");
    expect(nonLegalRequest("Can we use a photo of the Alps we found online for our company calendar?")).toBe("copyright");
    expect(nonLegalRequest("Dürfen wir ein Lied von Adele in unserem Werbevideo verwenden?")).toBe("copyright");
    expect(nonLegalRequest("Darf ich Fotos von Mitarbeitenden auf die Website stellen?")).toBeUndefined();
    expect(nonLegalRequest("Darf ich ein Foto, auf dem meine Nachbarin zu sehen ist, im Internet veröffentlichen?")).toBeUndefined();
    expect(nonLegalRequest("Ein Mitarbeiter hat Fotos von Kunden auf einer fremden Website gefunden. Was tun?")).toBeUndefined();
    expect(nonLegalRequest("Possiamo usare le foto dei dipendenti sul sito web?")).toBeUndefined();
  });

  it("recognises a company abroad under its own law only, and keeps a Swiss link ours", () => {
    expect(
      nonLegalRequest("Wir sind eine Zahnarztpraxis in München mit nur deutschen Patienten. Brauchen wir nach dem BDSG einen DSB?"),
    ).toBe("foreign GDPR");
    expect(nonLegalRequest("Our clinic in Boston only treats American patients. What does HIPAA require for patient records?")).toBe(
      "foreign GDPR",
    );
    expect(
      nonLegalRequest("Siamo un negozio online a Milano con soli clienti italiani. Quali sono gli obblighi del GDPR per i cookie?"),
    ).toBe("foreign GDPR");
    expect(nonLegalRequest("Wir sind ein Verein in Wien mit ausschliesslich österreichischen Mitgliedern. Was verlangt die DSGVO?")).toBe(
      "foreign GDPR",
    );
    expect(nonLegalRequest("Wie hoch war die Busse der CNIL gegen Google letztes Jahr?")).toBe("foreign GDPR");
    expect(
      nonLegalRequest("Unsere Tochterfirma in Deutschland bearbeitet Daten von Schweizer Kunden. Welches Recht gilt?"),
    ).toBeUndefined();
    expect(nonLegalRequest("Wir sind ein Zürcher Onlineshop und haben nur deutsche Kunden. Gilt für uns die DSGVO?")).toBeUndefined();
    expect(nonLegalRequest("Wir haben nur Kunden in der EU, sitzen aber in Lugano. Gilt die DSGVO?")).toBeUndefined();
    expect(nonLegalRequest("Our subsidiary in Germany processes data of Swiss customers. Which law applies?")).toBeUndefined();
  });

  it("recognises a firm that rules out any Swiss link in so many words, in four languages (session 17)", () => {
    expect(nonLegalRequest("Wir sind ein Verlag in Hamburg ohne jeden Bezug zur Schweiz. Wie führen wir das Verzeichnis nach DSGVO?")).toBe(
      "foreign GDPR",
    );
    expect(nonLegalRequest("Notre agence à Lille n'a aucun lien avec la Suisse: comment informer nos clients selon le RGPD?")).toBe(
      "foreign GDPR",
    );
    expect(nonLegalRequest("Siamo una ditta di Torino senza alcun legame con la Svizzera. Come facciamo la DPIA secondo il GDPR?")).toBe(
      "foreign GDPR",
    );
    expect(nonLegalRequest("Our Dublin agency has no connection to Switzerland. How do we answer GDPR access requests?")).toBe(
      "foreign GDPR",
    );
    // A Swiss firm speaking of others without a link, a foreign firm with Swiss customers but no office,
    // and someone here who gets mail from a foreign sender stay ours.
    expect(
      nonLegalRequest("Wir sind eine Berner Agentur und bearbeiten Adressen von Deutschen ohne Bezug zur Schweiz. Gilt die DSGVO?"),
    ).toBeUndefined();
    expect(
      nonLegalRequest(
        "Wir sind eine GmbH in Stuttgart ohne Niederlassung in der Schweiz, verkaufen aber an Schweizer Kunden. Gilt die DSGVO?",
      ),
    ).toBeUndefined();
    expect(
      nonLegalRequest("Ein Versandhaus ohne Bezug zur Schweiz schickt mir Prospekte. Kann ich mich nach der DSGVO wehren?"),
    ).toBeUndefined();
  });

  it("are declined by the search, so that nothing is cited", () => {
    const index = buildIndex();
    const outcome = index.search("Kannst du mir einen Vierzeiler über den EDÖB und unsere Cookie-Banner schreiben?");
    expect(outcome.coverage).toBe("none");
    expect(outcome.results).toEqual([]);
  });
});
