// The privacy notice (Art. 19 DSG). Public: signed in or not. What depends on the deployment
// (operator, language model, disclosure abroad, retention) comes from GET /api/privacy.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDays } from "@/components/my-data/format";
import { LoadFailed, LoadingStatus } from "@/components/LoadingScreen";
import { PageLayout } from "@/components/PageLayout";
import { api, type PrivacyInfo } from "@/lib/api";
import { useAuth } from "@/lib/auth-context";
import { useLoaded } from "@/lib/use-loaded";

/** When this text was last revised; change it with the text. */
const REVISED = "November 2026";

const loadPrivacy = async () => ({ info: await api.privacy() });

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function List({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-1 pl-6 marker:text-muted-foreground">{children}</ul>;
}

const LINK = "font-medium underline underline-offset-4 hover:text-muted-foreground";

/** The operator's contact as a link where it is an e-mail address or a web address. */
function Contact({ contact }: { contact: string }) {
  if (/^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(contact)) {
    return (
      <a className={LINK} href={`mailto:${contact}`}>
        {contact}
      </a>
    );
  }
  if (/^https?:\/\/\S+$/i.test(contact)) {
    return (
      <a className={LINK} href={contact} rel="noreferrer">
        {contact}
      </a>
    );
  }
  return <>{contact}</>;
}

function Notice({ info, signedIn }: { info: PrivacyInfo; signedIn: boolean }) {
  const { operator, languageModel, disclosureAbroad, retention } = info;
  const contact = <Contact contact={operator.contact} />;

  return (
    <>
      <Section id="verantwortlich" title="Wer ist verantwortlich?">
        <p>Verantwortlich für die Bearbeitung Ihrer Personendaten im Datenschutz-Assistenten ist:</p>
        <address className="rounded-lg border bg-muted/50 px-4 py-3 not-italic" data-testid="operator">
          <span className="block font-medium">{operator.name}</span>
          <span className="block">Kontakt: {contact}</span>
        </address>
        <p>Unter dieser Adresse erreichen Sie uns für alle Fragen zum Datenschutz und um Ihre Rechte auszuüben.</p>
      </Section>

      <Section id="daten" title="Welche Daten wir bearbeiten und wozu">
        <p>Wir bearbeiten nur die Daten, die für den Dienst nötig sind:</p>
        <SubSection title="Ihr Konto">
          <List>
            <li>Ihre E-Mail-Adresse,</li>
            <li>Ihr Passwort – nur als Hash (Argon2), nie im Klartext,</li>
            <li>wann Sie sich registriert und zuletzt angemeldet haben,</li>
            <li>Ihre Sitzungen: Browser und Betriebssystem (User-Agent), IP-Adresse, Beginn und letzte Nutzung.</li>
          </List>
          <p>Zweck: damit Sie sich anmelden können und nur Sie Ihre Unterhaltungen sehen.</p>
        </SubSection>
        <SubSection title="Ihre Unterhaltungen">
          <List>
            <li>Ihre Fragen,</li>
            <li>die Antworten des Assistenten,</li>
            <li>die Quellenangaben (die zitierten Gesetzesstellen) und die Zeitpunkte,</li>
            <li>Ihre Rückmeldungen zu Antworten («Hilfreich» oder «Nicht hilfreich» und Ihr allfälliger Kommentar).</li>
          </List>
          <p>
            Zweck: um Ihre Fragen zu beantworten und Ihnen frühere Unterhaltungen wieder anzuzeigen. Bitte geben Sie in Ihren Fragen keine
            Personendaten von anderen Menschen ein (etwa Namen von Mitarbeitenden oder Kundinnen und Kunden) – der Assistent braucht sie
            nicht.
          </p>
        </SubSection>
        <SubSection title="Was Sie in den Werkzeugen speichern">
          <List>
            <li>
              Datenschutzerklärungen, die Sie mit «Dokument und Bericht behalten» aufbewahren: die Datei und ihre Prüfberichte (Datum,
              Punktzahl, Ergebnis je Punkt),
            </li>
            <li>Meldungsentwürfe (Word) und Exporte Ihres Verzeichnisses (Excel, CSV), die Sie im Ordner «Meine Dokumente» behalten,</li>
            <li>gespeicherte Beurteilungen von Datenpannen und Einträge in Ihrem Verzeichnis der Bearbeitungstätigkeiten.</li>
          </List>
          <p>Zweck: damit Sie Ihre Dokumente und Ergebnisse später wiederfinden und erneut prüfen können. Nur Sie sehen sie.</p>
        </SubSection>
        <SubSection title="Das Sicherheitsprotokoll">
          <p>
            Wir protokollieren Anmeldungen, fehlgeschlagene Anmeldeversuche, Abmeldungen, beendete Sitzungen und Passwortänderungen, jeweils
            mit Zeitpunkt, IP-Adresse und Browser (User-Agent).
          </p>
          <p>Zweck: die Sicherheit Ihres Kontos – Missbrauch erkennen und nachvollziehen.</p>
        </SubSection>
        <SubSection title="Technische Protokolle">
          <p>
            Unser Server protokolliert Anfragen (Zeitpunkt, aufgerufene Adresse, Ergebnis, IP-Adresse). Passwörter und Zugangstokens stehen
            nie in diesen Protokollen.
          </p>
          <p>Zweck: den Betrieb sicherstellen, Fehler finden und Angriffe abwehren.</p>
        </SubSection>
        <p>Wir verwenden Ihre Daten weder für Werbung noch für Profiling, und wir verkaufen sie nicht.</p>
      </Section>

      <Section id="empfaenger" title="Wer Ihre Daten erhält">
        {languageModel ? (
          <>
            <p>
              Um Antworten zu formulieren, nutzt der Assistent ein Sprachmodell. Dafür senden wir Ihre Frage und die dazu gefundenen
              Gesetzesstellen an diesen Dienst. Prüfen Sie eine Datenschutzerklärung im Werkzeug «Datenschutzerklärung prüfen», geht auch
              deren Text an diesen Dienst, damit das Modell die Punkte nachprüft, welche die Regeln nicht gefunden haben:
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-muted/50 px-4 py-3" data-testid="language-model">
              <dt className="font-medium">Adresse</dt>
              <dd className="break-all">{languageModel.endpoint}</dd>
              <dt className="font-medium">Modell</dt>
              <dd className="break-all">{languageModel.model}</dd>
            </dl>
            <p>
              Ihre E-Mail-Adresse und Ihre übrigen Kontodaten senden wir nicht mit. Darüber hinaus geben wir Ihre Daten niemandem bekannt,
              ausser wir wären gesetzlich dazu verpflichtet.
            </p>
          </>
        ) : (
          <p>
            Niemand. Der Assistent erzeugt seine Antworten selbst, ohne externen Dienst. Wir geben Ihre Daten niemandem bekannt, ausser wir
            wären gesetzlich dazu verpflichtet.
          </p>
        )}
      </Section>

      <Section id="ausland" title="Bekanntgabe ins Ausland">
        <p data-testid="disclosure-abroad">{disclosureAbroad ?? "Keine. Wir geben Ihre Personendaten nicht ins Ausland bekannt."}</p>
      </Section>

      <Section id="aufbewahrung" title="Wie lange wir Daten aufbewahren">
        <List>
          <li data-testid="retention-conversations">
            <strong className="font-medium">Unterhaltungen</strong> werden automatisch gelöscht, wenn sie seit{" "}
            {formatDays(retention.conversationsDays)} nicht mehr fortgesetzt wurden.
          </li>
          <li data-testid="retention-audit">
            <strong className="font-medium">Einträge im Sicherheitsprotokoll</strong> werden nach {formatDays(retention.auditLogDays)}{" "}
            automatisch gelöscht.
          </li>
          <li data-testid="retention-documents">
            <strong className="font-medium">Behaltene Dokumente</strong> (unter «Meine Dokumente») werden automatisch gelöscht, wenn sie
            seit {formatDays(retention.documentsDays)} weder behalten noch erneut geprüft wurden; eine Datenschutzerklärung zusammen mit
            allen ihren Berichten. Sie können sie jederzeit vorher löschen.
          </li>
          <li>
            <strong className="font-medium">Gespeicherte Werkzeug-Ergebnisse</strong> bleiben, bis Sie sie löschen oder Ihr Konto löschen.
          </li>
          <li>
            <strong className="font-medium">Ihr Konto</strong> bleibt bestehen, bis Sie es löschen. Eine Sitzung endet, wenn Sie sich
            abmelden oder sie beenden.
          </li>
          <li>
            <strong className="font-medium">Technische Protokolle</strong> bewahren wir nur so lange auf, wie es für Betrieb und Sicherheit
            nötig ist.
          </li>
        </List>
        <p>
          Wenn Sie Ihr Konto löschen, löschen wir sofort Ihr Konto, alle Ihre Unterhaltungen, behaltenen Dokumente und gespeicherten
          Werkzeug-Ergebnisse, Sitzungen und Einträge im Sicherheitsprotokoll. Die Dateien Ihrer behaltenen Dokumente sind ab dann für
          niemanden mehr abrufbar und werden spätestens nach zwei Stunden auch vom Speicher entfernt. Es bleibt nur ein Eintrag ohne Ihre
          E-Mail-Adresse, dass ein Konto gelöscht wurde.
        </p>
      </Section>

      <Section id="rechte" title="Ihre Rechte">
        <List>
          <li>
            <strong className="font-medium">Auskunft</strong> (Art. 25 DSG): Sie können jederzeit erfahren, welche Daten wir über Sie
            bearbeiten.
          </li>
          <li>
            <strong className="font-medium">Herausgabe und Übertragung</strong> (Art. 28 DSG): Sie erhalten Ihre Daten in einem gängigen,
            maschinenlesbaren Format (JSON).
          </li>
          <li>
            <strong className="font-medium">Berichtigung und Löschung</strong> (Art. 32 DSG): Sie können unrichtige Daten berichtigen und
            Ihre Daten löschen lassen.
          </li>
          <li>
            <strong className="font-medium">Anzeige beim EDÖB</strong>: Wenn Sie finden, dass wir Ihre Daten nicht korrekt bearbeiten,
            können Sie sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) melden:{" "}
            <a className={LINK} href="https://www.edoeb.admin.ch" rel="noreferrer">
              www.edoeb.admin.ch
            </a>
            .
          </li>
        </List>
        <SubSection title="So üben Sie Ihre Rechte aus">
          <p>
            Vieles erledigen Sie selbst und sofort, unter{" "}
            {signedIn ? (
              <Link className={LINK} to="/meine-daten">
                Meine Daten
              </Link>
            ) : (
              <>«Meine Daten»</>
            )}{" "}
            im Menü unter Ihrer E-Mail-Adresse (oben rechts, wenn Sie angemeldet sind):
          </p>
          <List>
            <li>
              <strong className="font-medium">Daten exportieren</strong>: alle Daten zu Ihrem Konto als JSON-Datei herunterladen (Auskunft
              und Herausgabe),
            </li>
            <li>
              <strong className="font-medium">Sitzungen beenden</strong>: angemeldete Geräte sehen und abmelden,
            </li>
            <li>
              <strong className="font-medium">Konto löschen</strong>: Ihr Konto mit allen Daten endgültig löschen.
            </li>
          </List>
          <p>Für alles andere, etwa eine Berichtigung, schreiben Sie uns: {contact}. Wir antworten innert 30 Tagen.</p>
        </SubSection>
      </Section>

      <Section id="cookies" title="Keine Cookies, kein Tracking">
        <p>
          Wir setzen keine Cookies und kein Tracking ein: keine Analyse-Dienste, keine Werbung, keine Schriften oder Skripte von Dritten.
          Damit Sie angemeldet bleiben, speichert Ihr Browser Ihre Anmeldung im lokalen Speicher (Local Storage); beim Abmelden wird sie
          dort entfernt.
        </p>
      </Section>

      <Section id="ki" title="Hinweis zur künstlichen Intelligenz">
        <p>
          Der Datenschutz-Assistent ist eine künstliche Intelligenz (KI)
          {languageModel ? <> und nutzt das Sprachmodell «{languageModel.model}»</> : null}. Seine Antworten können falsch oder
          unvollständig sein und ersetzen keine Rechtsberatung. Prüfen Sie sie im Zweifelsfall anhand der Gesetzestexte oder mit einer
          Fachperson.
        </p>
        <p>Der Assistent trifft keine Entscheidungen über Sie; er beantwortet nur Ihre Fragen.</p>
      </Section>

      <Section id="aenderungen" title="Änderungen">
        <p>Wir passen diese Datenschutzerklärung an, wenn sich die Bearbeitung ändert. Es gilt die hier veröffentlichte Fassung.</p>
      </Section>
    </>
  );
}

export default function PrivacyPage() {
  const { session } = useAuth();
  const { state, reload } = useLoaded(loadPrivacy);

  return (
    <PageLayout>
      <article className="flex max-w-3xl flex-col gap-8 leading-relaxed" aria-busy={state.status === "loading"}>
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words hyphens-auto sm:text-3xl">Datenschutzerklärung</h1>
          <p className="text-lg text-muted-foreground text-pretty">
            Hier erfahren Sie, welche Personendaten der Datenschutz-Assistent bearbeitet, wozu und wie lange, wem wir sie bekannt geben und
            welche Rechte Sie haben (Art. 19 des Datenschutzgesetzes, DSG).
          </p>
          <p className="text-sm text-muted-foreground">Stand: {REVISED}</p>
        </header>
        {state.status === "loading" && <LoadingStatus />}
        {state.status === "error" && (
          <LoadFailed onRetry={reload}>
            Die Angaben zum Betrieb konnten nicht geladen werden. {state.message} Bei Fragen zum Datenschutz wenden Sie sich bitte an die
            Betreiberin des Dienstes.
          </LoadFailed>
        )}
        {state.status === "ready" && <Notice info={state.info} signedIn={session !== null} />}
      </article>
    </PageLayout>
  );
}
