// The e-mails, in German as used in Switzerland (ss, never the sharp s), in our own words.
// One function per kind; layout.ts turns the blocks into plain text and escaped HTML.
import crypto from "node:crypto";
import type { Mail, MailKind, TemplateData } from "./mail.js";
import { germanDuration, renderHtml, renderText, type Block, type Letter, type Sender } from "./layout.js";

/** The product's name, declined: "beim Datenschutz-Assistenten", "für den Datenschutz-Assistenten". */
const PRODUCT = "Datenschutz-Assistenten";

function notYou(sender: Sender): Block {
  return {
    p:
      "Waren Sie das nicht? Dann bestätigen Sie nichts. Ändern Sie vorsorglich Ihr Passwort, denn jemand könnte " +
      `Zugang zu Ihrem Konto haben, und wenden Sie sich an ${sender.operatorContact}.`,
  };
}

const FACTOR_REMOVED_HOW = {
  self: "",
  recovery: " (mit einem Code, den wir Ihnen per E-Mail geschickt haben)",
  admin: " (durch die Administration des Dienstes)",
} as const;

const letters: { [K in MailKind]: (data: TemplateData[K], sender: Sender) => Letter } = {
  reauthentication: (data, sender) => ({
    subject: `Ihr Bestätigungscode für den ${PRODUCT}`,
    blocks: [
      { p: "Guten Tag" },
      {
        p: "Sie möchten in Ihrem Konto eine geschützte Änderung vornehmen, etwa Ihr Passwort neu setzen. Bitte geben Sie dafür diesen Code ein:",
      },
      { code: data.code },
      { p: `Der Code gilt ${germanDuration(data.expiresInSeconds)} und lässt sich nur einmal verwenden.` },
      {
        p:
          "Haben Sie keinen Code angefordert, können Sie diese E-Mail ignorieren. Ändern Sie in diesem Fall vorsorglich " +
          `Ihr Passwort und wenden Sie sich an ${sender.operatorContact}.`,
      },
    ],
  }),

  email_change_new: (data) => ({
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    blocks: [
      { p: "Guten Tag" },
      { p: `Für ein Konto beim ${PRODUCT} soll künftig die Adresse ${data.newEmail} gelten. Bitte bestätigen Sie, dass sie Ihnen gehört:` },
      { link: data.link, label: "Neue Adresse bestätigen" },
      { p: "Sie können stattdessen auch diesen Code eingeben:" },
      { code: data.code },
      { p: `Link und Code gelten ${germanDuration(data.expiresInSeconds)} und lassen sich nur einmal verwenden.` },
      ...(data.currentMustConfirm
        ? [
            {
              p: `Die Änderung muss zusätzlich über die bisherige Adresse ${data.currentEmail} bestätigt werden. Erst dann gilt die neue Adresse.`,
            },
          ]
        : []),
      {
        p: "Haben Sie diese Änderung nicht verlangt, ignorieren Sie diese E-Mail. Ohne Ihre Bestätigung wird die Adresse nicht verwendet.",
      },
    ],
  }),

  email_change_current: (data, sender) => ({
    subject: "Ihre E-Mail-Adresse soll geändert werden – bitte bestätigen",
    blocks: [
      { p: "Guten Tag" },
      { p: `Für Ihr Konto beim ${PRODUCT} wurde verlangt, die E-Mail-Adresse von ${data.currentEmail} auf ${data.newEmail} zu ändern.` },
      { p: "Die Änderung wird erst wirksam, wenn Sie sie hier und über die neue Adresse bestätigen:" },
      { link: data.link, label: "Änderung bestätigen" },
      { p: "Sie können stattdessen auch diesen Code eingeben:" },
      { code: data.code },
      { p: `Link und Code gelten ${germanDuration(data.expiresInSeconds)} und lassen sich nur einmal verwenden.` },
      notYou(sender),
    ],
  }),

  email_change_notice: (data, sender) => ({
    subject: "Ihre E-Mail-Adresse soll geändert werden",
    blocks: [
      { p: "Guten Tag" },
      { p: `Für Ihr Konto beim ${PRODUCT} wurde verlangt, die E-Mail-Adresse von ${data.currentEmail} auf ${data.newEmail} zu ändern.` },
      { p: "Sobald die neue Adresse bestätigt ist, gilt nur noch sie für die Anmeldung und für E-Mails von uns." },
      notYou(sender),
    ],
  }),

  email_changed: (data, sender) => ({
    subject: "Ihre E-Mail-Adresse wurde geändert",
    blocks: [
      { p: "Guten Tag" },
      { p: `Die E-Mail-Adresse Ihres Kontos beim ${PRODUCT} lautet neu ${data.newEmail} (bisher ${data.oldEmail}).` },
      {
        p: `Sie erhalten an diese Adresse keine weiteren E-Mails zu diesem Konto. Waren Sie das nicht, wenden Sie sich umgehend an ${sender.operatorContact}.`,
      },
    ],
  }),

  password_changed: (data, sender) => ({
    subject: "Ihr Passwort wurde geändert",
    blocks: [
      { p: "Guten Tag" },
      {
        p: `Das Passwort Ihres Kontos ${data.email} beim ${PRODUCT} wurde soeben geändert. Alle anderen Anmeldungen wurden dabei beendet.`,
      },
      { p: `Waren Sie das nicht, wenden Sie sich umgehend an ${sender.operatorContact}.` },
    ],
  }),

  factor_removed: (data, sender) => ({
    subject: "Ihre Zwei-Faktor-Authentisierung wurde entfernt",
    blocks: [
      { p: "Guten Tag" },
      {
        p:
          `Bei Ihrem Konto ${data.email} beim ${PRODUCT} wurde soeben die Authenticator-App als zweiter Faktor entfernt` +
          `${FACTOR_REMOVED_HOW[data.how]}. Für die Anmeldung genügt jetzt wieder das Passwort.`,
      },
      { p: `Waren Sie das nicht, ändern Sie sofort Ihr Passwort und wenden Sie sich an ${sender.operatorContact}.` },
    ],
  }),

  factor_locked: (data, sender) => ({
    subject: "Zu viele falsche Codes: Ihre Zwei-Faktor-Anmeldung ist vorübergehend gesperrt",
    blocks: [
      { p: "Guten Tag" },
      {
        p:
          `Bei der Anmeldung mit Ihrem Konto ${data.email} beim ${PRODUCT} wurde ${data.attempts}-mal ein falscher Code ` +
          `aus der Authenticator-App eingegeben. Zum Schutz Ihres Kontos nehmen wir während ${germanDuration(data.lockedForSeconds)} ` +
          "keinen Code an, auch keinen richtigen. Danach können Sie sich wieder wie gewohnt anmelden.",
      },
      {
        p:
          "Waren Sie das nicht, kennt jemand Ihr Passwort: Ändern Sie es sofort und wenden Sie sich an " +
          `${sender.operatorContact}. Ihr zweiter Faktor hat den Zugang bisher verhindert.`,
      },
    ],
  }),

  recovery: (data, sender) => ({
    subject: "Passwort zurücksetzen",
    blocks: [
      { p: "Guten Tag" },
      {
        p: `Für Ihr Konto beim ${PRODUCT} wurde verlangt, das Passwort neu zu setzen. Über diesen Link melden Sie sich an und wählen danach ein neues Passwort:`,
      },
      { link: data.link, label: "Neues Passwort wählen" },
      { p: "Sie können stattdessen auch diesen Code eingeben:" },
      { code: data.code },
      { p: `Link und Code gelten ${germanDuration(data.expiresInSeconds)} und lassen sich nur einmal verwenden.` },
      {
        p: `Haben Sie das nicht verlangt, ignorieren Sie diese E-Mail; Ihr Passwort bleibt dann unverändert. Bei Fragen hilft ${sender.operatorContact}.`,
      },
    ],
  }),

  signup_confirmation: (data) => ({
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    blocks: [
      { p: "Guten Tag" },
      { p: `Mit dieser Adresse wurde ein Konto beim ${PRODUCT} eröffnet. Bitte bestätigen Sie, dass sie Ihnen gehört:` },
      { link: data.link, label: "Adresse bestätigen" },
      { p: "Sie können stattdessen auch diesen Code eingeben:" },
      { code: data.code },
      { p: `Link und Code gelten ${germanDuration(data.expiresInSeconds)} und lassen sich nur einmal verwenden.` },
      { p: "Haben Sie kein Konto eröffnet, ignorieren Sie diese E-Mail. Ohne Bestätigung bleibt das Konto unbenutzbar." },
    ],
  }),

  magic_link: (data, sender) => ({
    subject: "Ihr Anmeldelink für den Datenschutz-Assistenten",
    blocks: [
      { p: "Guten Tag" },
      { p: `Sie möchten sich ohne Passwort beim ${PRODUCT} anmelden. Dieser Link meldet Sie an:` },
      { link: data.link, label: "Jetzt anmelden" },
      { p: "Sie können stattdessen auch diesen Code eingeben:" },
      { code: data.code },
      { p: `Link und Code gelten ${germanDuration(data.expiresInSeconds)} und lassen sich nur einmal verwenden.` },
      { p: `Haben Sie keine Anmeldung verlangt, ignorieren Sie diese E-Mail. Bei Fragen hilft ${sender.operatorContact}.` },
    ],
  }),

  invite: (data, sender) => ({
    subject: "Sie wurden zum Datenschutz-Assistenten eingeladen",
    blocks: [
      { p: "Guten Tag" },
      {
        p: `${sender.operatorName} hat für diese Adresse ein Konto beim ${PRODUCT} eingerichtet. Mit diesem Link nehmen Sie die Einladung an und melden sich an:`,
      },
      { link: data.link, label: "Einladung annehmen" },
      { p: "Sie können stattdessen auch diesen Code eingeben:" },
      { code: data.code },
      {
        p: `Link und Code gelten ${germanDuration(data.expiresInSeconds)} und lassen sich nur einmal verwenden. Wählen Sie nach der Anmeldung ein Passwort.`,
      },
      {
        p: `Erwarten Sie keine Einladung, ignorieren Sie diese E-Mail; ohne Ihre Bestätigung bleibt das Konto unbenutzbar. Bei Fragen hilft ${sender.operatorContact}.`,
      },
    ],
  }),

  address_claimed: (data, sender) => ({
    subject: "Ihre E-Mail-Adresse ist bestätigt – Ihr Konto wurde abgesichert",
    blocks: [
      { p: "Guten Tag" },
      {
        p:
          `Sie haben soeben bestätigt, dass die Adresse ${data.email} Ihnen gehört. Das Konto mit dieser Adresse beim ${PRODUCT} ` +
          "wurde aber schon vorher eröffnet, ohne dass jemand die Adresse bestätigt hatte – vielleicht von Ihnen, vielleicht von jemand anderem. " +
          "Zu Ihrem Schutz gilt deshalb jetzt:",
      },
      ...claimedSteps(data),
      {
        p: `Haben Sie das Konto selbst eröffnet, genügt es, ein neues Passwort zu wählen. Sonst wenden Sie sich an ${sender.operatorContact}.`,
      },
    ],
  }),
};

function claimedSteps(data: TemplateData["address_claimed"]): Block[] {
  const steps: Block[] = [
    {
      p:
        data.sessionsEnded > 0
          ? `Alle anderen Anmeldungen an diesem Konto wurden beendet (${data.sessionsEnded}); angemeldet bleibt nur diese.`
          : "Andere Anmeldungen gab es keine; angemeldet ist nur diese.",
    },
    {
      p: "Das Passwort, das bei der Eröffnung gewählt wurde, gilt nicht mehr. Wählen Sie in den Kontoeinstellungen ein neues; bis dahin melden Sie sich mit einem Link per E-Mail an.",
    },
  ];
  if (data.factorsRemoved > 0) {
    steps.push({ p: "Der zweite Faktor (Authenticator-App), der vor Ihrer Bestätigung eingerichtet wurde, ist entfernt." });
  }
  if (data.conversationsMarked > 0) {
    const count =
      data.conversationsMarked === 1
        ? "Eine Unterhaltung aus der Zeit vor Ihrer Bestätigung ist"
        : `${data.conversationsMarked} Unterhaltungen aus der Zeit vor Ihrer Bestätigung sind`;
    steps.push({ p: `${count} im Verlauf markiert. Prüfen Sie sie und löschen Sie, was nicht von Ihnen stammt.` });
  }
  return steps;
}

export function renderMail<K extends MailKind>(kind: K, to: string, data: TemplateData[K], sender: Sender): Mail {
  const letter = letters[kind](data, sender);
  return {
    id: crypto.randomUUID(),
    kind,
    to,
    subject: letter.subject,
    text: renderText(letter, sender),
    html: renderHtml(letter, sender),
  };
}
