// Whom and what a statement is about, and whether that is what the question is about (issue 24,
// decision 005, session 11). On unseen questions the direct answer often opened with a statement
// that shared words with the question but spoke of another party or another thing: health insurers
// for a junior sports camp, advertising e-mails for an app's crash reports, the surveillance of
// employees for a garage's rental cars, the time to answer an access request for "how long may we
// keep the recordings". Each statement gets a subject profile once, when the answers are loaded:
//
// - its actors: a specific party whose rule it states (health insurer, employer and staff, bank,
//   pharmacy, the EDÖB acting, school, club, landlord, credit check);
// - its objects: a specific thing it is about (advertising, cameras, a data breach, an access
//   request, automated decisions, deletion and retention, criminal penalties, events, debt
//   collection, AI tools);
// - for a period, what the period is for (answering an access request, keeping or deleting data,
//   filing a criminal complaint, reporting a breach).
//
// The question's profile is read with the question's own (broader) words. A statement with a
// specific actor or object that the question names nowhere does not lead the answer; a period for
// another thing does not answer "how long / by when". A statement without a specific actor or
// object (a general principle) always fits.

export const SUBJECT_ACTORS = ["insurer", "employer", "bank", "health", "edoeb", "school", "club", "landlord", "credit"] as const;
export type SubjectActor = (typeof SUBJECT_ACTORS)[number];

export const SUBJECT_OBJECTS = [
  "advertising",
  "camera",
  "breach",
  "access",
  "automated",
  "retention",
  "penalty",
  "event",
  "collection",
  "ai",
  "epidemic",
  "advisor",
] as const;
export type SubjectObject = (typeof SUBJECT_OBJECTS)[number];

/** What a period is for: the same deadline words answer very different questions. */
export const PERIOD_TARGETS = ["access", "retention", "complaint", "report"] as const;
export type PeriodTarget = (typeof PERIOD_TARGETS)[number];

export interface SubjectProfile {
  actors: SubjectActor[];
  objects: SubjectObject[];
  targets: PeriodTarget[];
  /**
   * For a question: it names no party or thing at all and is short ("Und dürfen wir dafür etwas
   * verlangen?"); it points back to what was said before and cannot contradict a statement's subject.
   */
  vague?: boolean;
}

interface Vocabulary<T extends string> {
  id: T;
  /** How one of our statements names it: the knowledge base's own German wording. */
  statement: RegExp;
  /** How a question names it: everyday words, word stems, French, Italian and English. */
  question: RegExp;
}

// The statement side is narrow (our wording, where the thing is what the rule is about); the
// question side is broad (any word by which an asker refers to it), so that a statement is held back
// only when the question plainly speaks of something else.
const ACTORS: Vocabulary<SubjectActor>[] = [
  {
    id: "insurer",
    statement: /Kranken(?:versicherer|kassen?|versicherung)|\bVersicherer\b|Vertrauensarzt|Grundversicherung|Zusatzversicherung/u,
    question:
      /krankenkass|krankenversich|versicher|vertrauensarzt|\bkasse\b|\bKVG\b|\bVVG\b|assuran|assicura|insur|caisse[- ]maladie|cassa malati/iu,
  },
  {
    id: "employer",
    statement:
      /Arbeitgeber|Arbeitnehm|Arbeitsplatz|Personaldossier|Personalakte|Personaldaten|Bewerb|Arbeitszeugnis|Lohn|Mitarbeitenden?\b|Angestellten?\b/u,
    question:
      /arbeitgeb|mitarbeit|angestellt|arbeitnehm|personal|bewerb|\blohn|löhne|\bHR\b|employ|staff|salari|dipendent|collaborat|lehrling|lernend|praktikant|kolleg|kündig|\bstelle\b|\bjob|arbeitsplatz|arbeitszeit|stempel|belegschaft|recrut|candidat|applicant|worker|travailleu|lavorat|assistent|sekretär|team\b|pausenraum|garderobe|umkleide|\blavoro|\btravaill|\bwork(?:s|ing)? (?:at|in|for)/iu,
  },
  {
    id: "bank",
    statement: /\bBank(?:en|kund\p{L}*|geheimnis)?\b|Bankiers?/u,
    question: /bank|banque|banca|finma|vermögensverwalt|effektenh|privatbank|kontoauszug|\bkonto/iu,
  },
  {
    // Health professionals and their secrecy: one actor, since our statements name them together
    // ("Ärztinnen, Zahnärzte, Apotheker und ihre Hilfspersonen …").
    id: "health",
    statement: /Ärzt|Arzt\b|Apothek|Zahnärzt|Therapeut|Berufsgeheimnis|Patient|Praxis|Spital|Gesundheitsfachperson|Pflegefach/u,
    question:
      /arzt|ärzt|apothek|pharmac|farmac|drogerie|medikament|rezept|ordonnance|ricetta|prescription|medic|médec|doctor|patient|praxis|spital|klinik|hôpital|ospedal|hospital|spitex|pflege|soins|therap|psycholog|zahn|dentist|physio|optik|optometr|hebamme|labor|gesundheit|santé|salute|health|krank|diagnos|infirm|nurse|cartella|chiropr|osteopath|ergother|ernährungsberat|\bMPA\b|berufsgeheimnis|secret (?:médical|professionnel)|segreto/iu,
  },
  {
    // The EDÖB as the one who acts ("darf der EDÖB … weiterleiten", "Der EDÖB kann …"), not as the
    // recipient of a report ("ist dem EDÖB zu melden").
    id: "edoeb",
    statement: /(?:^|[:;]\s*)(?:Der|Auch der) EDÖB\b|\b(?:darf|kann|muss|wird|eröffnet|verfügt) der EDÖB\b/u,
    question:
      /EDÖB|EDOEB|PFPDT|IFPDT|FDPIC|Datenschutzbeauftragt|Aufsichtsbehörde|préposé|incaricato|commissioner|\buntersuchung|verfügung|behörde/iu,
  },
  {
    id: "school",
    statement: /\bSchule|Schülerin|Schüler\b|Lehrperson|Lehrer/u,
    question:
      /schul|schüler|lehrer|lehrperson|klasse|kindergarten|\bkita|elternabend|école|élève|scuola|allievi|alunn|school|pupil|student|zeugnis/iu,
  },
  {
    id: "club",
    statement: /\bVerein/u,
    question:
      /verein|club|klub|mitglied|riege|chor|zunft|genossenschaft|association|associazione|società sportiva|members?\b|membres?\b|soci\b/iu,
  },
  {
    id: "landlord",
    statement: /Vermieter|Mieterin|Mieter\b|Mieterschaft|Mietinteressent/u,
    question:
      /miet|vermiet|wohnung|liegenschaft|hausverwalt|verwaltung|stockwerk|überbauung|immobil|bailleur|locataire|loyer|affitt|inquilin|tenant|landlord|\brent/iu,
  },
  {
    id: "credit",
    statement: /Kreditwürdigkeit|Bonität|Wirtschaftsauskunft|Kreditauskunft/u,
    question:
      /kredit|bonität|betreibung|solvab|solvib|credit|zahlungsfähig|zahlungsmoral|leasing|scoring|inkasso|schuldner|zahlungserfahrung/iu,
  },
];

const OBJECTS: Vocabulary<SubjectObject>[] = [
  {
    id: "advertising",
    statement: /Werb|Newsletter|Direktmarketing|Massenwerbung/u,
    question:
      /werb|newsletter|marketing|angebot|promo|publicit|pubblicit|advertis|mailing|prospekt|gutschein|kampagne|akquis|kundenbindung|flyer|unsubscribe|abmeld|abgemeldet|sternchen|\bstern\b|asterisk|asterisco|astérisque|verkaufen|vendermi|vendre|\bsell|call ?center|démarch/iu,
  },
  {
    id: "camera",
    statement: /Kamera|Video|filmt|Filmen|Bildaufnahm|Dashcam|Webcam|Aufnahmebereich/u,
    question:
      /kamera|video|film|aufnahm|aufzeichn|caméra|camera|telecam|cctv|webcam|dashcam|türklingel|\bbild|foto|photo|überwach|surveil|sorveglian|standbild/iu,
  },
  {
    id: "breach",
    statement: /Datenpanne|Verletzung der Datensicherheit|Datensicherheitsverletzung|Cybersicherheit|Cyberangriff|Hacker/u,
    question:
      /panne|hack|angriff|angegriffen|datenleck|\bleck|gestohlen|verlor|entwendet|breach|attack|cyber|fuite|violation|ransom|erpress|verschlüssel|phishing|versehentlich|irrtümlich|aus versehen|falsche[nr]? (?:adress|empfäng|person|kund)|unbefugt|einbruch|eingebrochen|malware|trojan|virus|sicherheitsvorfall|vorfall|incident|intrus|geleakt|leak|offen im (?:netz|internet)|öffentlich einsehbar|\bmelden\b|meldepflicht|notify|notifier|signaler|segnalare/iu,
  },
  {
    id: "access",
    statement: /Auskunftsbegehren|Auskunftsgesuch|Auskunftsrecht|\bAuskunft\b|Einsicht/u,
    question:
      // "uskunft" is "Auskunft" and the Swiss German "Uskunft".
      /uskunft|einsicht|iisicht|kopie|herausgab|herausgeb|welche daten|woher .{0,40}(?:haben|hat|stamm)|accès|accesso|\baccess|\bcopy|copie|copia|einsehen|(?:sehen|wissen|erfahren), (?:was|welche|ob)|über (?:ihn|sie|mich) gespeichert|\bsehen\b|einblick|anschau|vedere|\bvoir\b|consulter|consultare|\bsee\b|\bview\b|données (?:qu|détenues)|quelles données|dati che|quali dati|what data|data (?:you|they|it) (?:hold|have)/iu,
  },
  {
    id: "automated",
    statement: /automatisierte(?:n)? Einzelentscheid/u,
    question: /automatis|algorithm|scoring|\bKI\b|künstlich|automat|\bAI\b|\bIA\b|software entscheid|ohne mensch|computer entscheid/iu,
  },
  {
    id: "retention",
    statement:
      /aufzubewahren|aufbewahrt|Aufbewahrungspflicht|vernicht|zu löschen|gelöscht|Löschung|Löschbegehren|anonymisieren|zurückzugeben|behalten|Geschäftsbücher|Buchungsbeleg|Mindestfristen/u,
    question:
      /lösch|vernicht|aufbewahr|aufheb|behalt|archiv|entsorg|anonymis|zurückgeb|zurückschick|wie lange|reserve|talentpool|delet|effac|suppr|cancell|conserv|keep|retain|retention|garder|tenere|shred/iu,
  },
  {
    id: "penalty",
    // Only a statement about the penalties themselves ("Das DSG sieht Bussen … vor", "Fahrlässigkeit
    // ist nicht strafbar"), not one about an act that is punishable ("Wer ein Gespräch ohne
    // Zustimmung aufnimmt, macht sich strafbar" is about recording).
    statement:
      /^(?:[^:]{0,60}:\s*)?(?:Das DSG sieht |Die |Eine |Der |Auch )?(?:Bussen?|Fahrlässigkeit|Strafen?|Verstösse|Strafverfolgung|Strafantrag|Strafbestimmungen|Freiheitsstrafe|Geldstrafe|Strafbar sind)\b|^(?:[^:]{0,60}:\s*)?Bis \d/u,
    question:
      /straf|busse|büss|gebüsst|anzeig|droht|drohen|riskier|sanktion|polizei|klage|verklag|amende|punissable|pénal|plainte|multa|reato|penal|querela|\bfine\b|fined|offen[cs]e|criminal|punish|(?:welche|rechtliche|die) folgen|konsequenz|verfolg/iu,
  },
  {
    id: "event",
    statement: /öffentlichen Anläss|\bAnlass|Anlässen|Veranstaltung/u,
    question:
      /anlass|anläss|\bfest\b|festschrift|jubiläum|event|veranstalt|feier|party|konzert|turnier|\blager|\bmatch|\bspiel|manifestation|fête|sortie|ausflug|\breise/iu,
  },
  {
    id: "collection",
    statement: /Betreibung|Zahlungsaufforderung|Mahnung|mahnen|Prämienausst|Verlustschein|säumig|Prämienzahl/u,
    question:
      /betreib|mahn|inkasso|schuld|unbezahlt|nicht bezahlt|nöd zahlt|nicht gezahlt|zahlungsrückstand|ausstehend|\boffen\b|offene[nrs]? (?:rechnung|betr|beitr|forder|prämie)|säumig|jahresbeitrag|poursuite|esecuz|debt|unpaid|owed|impayé|arretrat|verlustschein/iu,
  },
  {
    id: "epidemic",
    statement: /Epidemien|übertragbare[nr]? Krankheit|Infektion/u,
    question:
      /epidem|infekt|ansteck|übertragbar|covid|corona|virus|impf|contact tracing|maladie transmissible|malattia trasmissibile|vaccin/iu,
  },
  {
    id: "advisor",
    statement: /Datenschutzberater/u,
    question:
      /berater|advisor|conseill|consulente|\bDPO\b|datenschutzverantwortlich|datenschutzbeauftragt|délégué|responsabile della protezione/iu,
  },
  {
    id: "ai",
    statement: /\bKI\b|KI-|ChatGPT|Sprachmodell|Chatbot|künstliche Intelligenz/u,
    question:
      /\bKI\b|KI-|chatgpt|\bGPT|künstlich|intelligenz|chatbot|sprachmodell|\bAI\b|\bIA\b|copilot|deepl|gemini|claude|\bLLM|openai|modell|algorithm|machine learning|maschinell|intelligence|\bbot\b/iu,
  },
];

// What a period is for. A statement may state several ("Protokolle ein Jahr …, die Dokumentation von
// Datenpannen zwei Jahre ab Meldung"); the question names one.
const TARGETS: Vocabulary<PeriodTarget>[] = [
  {
    id: "complaint",
    statement: /Strafantrag|Strafanzeige|Antrag verfolgt|verjähr/u,
    question: /strafantrag|anzeig|klage|verklag|complaint|plainte|querela|denunc|press charges|verjähr/iu,
  },
  {
    id: "access",
    statement: /Auskunft|Einsicht/u,
    // "antworten" alone is not enough: the EDÖB answering on an impact assessment is another period.
    question: /uskunft|einsicht|iisicht|kopie|\baccess|accès|accesso|copy|copie|copia|dati che|données qu/iu,
  },
  {
    id: "retention",
    statement:
      /aufzubewahren|Aufbewahrung|aufbewahr|zu löschen|gelöscht|löschen|vernicht|anonymis|zu behalten|Mindestfristen|zurückzugeben|nicht mehr (?:nötig|gebraucht)/u,
    question:
      /aufbewahr|behalt|speichern|gespeichert (?:werden|bleiben)|aufheb|lösch|vernicht|archiv|anonymis|entsorg|zurückgeb|keep|retain|store|conserv|garder|tenere|delet|effac|suppr|cancell/iu,
  },
  {
    // Asked by its verb only: "Wir wurden gehackt; wie lange müssen wir die Logs aufbewahren?" asks
    // about keeping, not about reporting.
    id: "report",
    statement:
      /Datenpanne|zu melden|gemeldet|Meldung an|vorzumelden|Verletzung der Datensicherheit|Cyberangriff|zu informieren|informiert werden|informieren/u,
    question: /meld|notif|signal|report|annonc|segnal|benachrichtig|informier|inform\b|informare|tell /iu,
  },
];

const found = <T extends string>(vocabulary: Vocabulary<T>[], text: string, side: "statement" | "question"): T[] =>
  vocabulary.filter((v) => v[side].test(text)).map((v) => v.id);

/**
 * The part of a statement that says whom and what it is about: its first clause, without the
 * examples ("…, etwa bei systematischer Überwachung …; für eine einzelne Kamera …" is about impact
 * assessments, not cameras). What a period is for is read from the whole statement.
 */
const SUBJECT_END =
  /;|\.\s|,? etwa\b|,? zum Beispiel\b|,? z\. ?B\.|,? namentlich\b|,? insbesondere\b|,? also auch\b|,? aber\b|,? ausser\b|,? es sei denn\b|\(/u;

export function subjectPart(text: string): string {
  const end = SUBJECT_END.exec(text);
  return end ? text.slice(0, end.index) : text;
}

/** The subject profile of one of our statements (computed once per statement, when loaded). */
export function statementProfile(text: string): SubjectProfile {
  const part = subjectPart(text);
  return {
    actors: found(ACTORS, part, "statement"),
    objects: found(OBJECTS, part, "statement"),
    targets: found(TARGETS, text, "statement"),
  };
}

/**
 * The question's profile: the actors and objects it (or the earlier question of a conversation)
 * names, and what a period it asks for is for, read from its own words only (a follow-up "Und wie
 * lange dürfen die Aufnahmen gespeichert werden?" asks about keeping, whatever the earlier question
 * was about; "Und bis wann?" says nothing of it, and the selection decides as before). The first target found in this order wins: a complaint, an access reply, keeping, a report.
 */
export function questionProfile(question: string, context?: string): SubjectProfile {
  const said = context ? `${question} ${context}` : question;
  const targets = found(TARGETS, question, "question");
  const actors = found(ACTORS, said, "question");
  const objects = found(OBJECTS, said, "question");
  const vague = !actors.length && !objects.length && question.split(/\s+/).length <= VAGUE_WORDS;
  return { actors, objects, targets: targets.slice(0, 1), vague };
}

/** Up to how many words a question that names nothing specific is read as pointing back. */
const VAGUE_WORDS = 10;

/** What the question asks, where the target of a statement matters: a period, or who files a complaint. */
export type TargetedAspect = "period" | "who" | undefined;

export interface Consistency {
  /** The statement's specific actors, when the question names none of them. */
  actors: SubjectActor[];
  /** Whether the statement has specific objects and the question names none of them. */
  object: boolean;
  /** Whether the statement's period (or person) is for another thing than the one asked. */
  target: boolean;
}

/**
 * Where a statement's subject departs from the question's. A statement with specific actors leads
 * only where the question names one of them (a health insurer's rule answers a question about a
 * health insurer; "Bank- oder Berufsgeheimnis" answers a bank's question); the same for its objects
 * (a camera sign rule that mentions the access right fits a camera question).
 * The target counts only where the question says what it asks about: for a period ("wie lange
 * dürfen wir … behalten?"), only a statement about that thing answers (the 30 days of an access
 * reply do not, nor a period that does not say what it is for); for "who files the complaint?",
 * only a statement about the complaint (who is fined is another person).
 */
export function inconsistency(statement: SubjectProfile, question: SubjectProfile, asked: TargetedAspect): Consistency {
  const actors = question.vague || statement.actors.some((a) => question.actors.includes(a)) ? [] : statement.actors;
  const object = !question.vague && statement.objects.length > 0 && !statement.objects.some((o) => question.objects.includes(o));
  const asks = question.targets[0];
  const target =
    asked === "period"
      ? asks !== undefined && !statement.targets.includes(asks)
      : asked === "who" && asks === "complaint" && !statement.targets.includes("complaint");
  return { actors, object, target };
}

/** Whether a statement may lead the answer to a question with this profile. */
export function fitsSubject(statement: SubjectProfile, question: SubjectProfile, asked: TargetedAspect): boolean {
  const gap = inconsistency(statement, question, asked);
  return !gap.actors.length && !gap.object && !gap.target;
}

/** A statement that names no specific actor or object: a general principle that fits any question. */
export function isGeneral(statement: SubjectProfile): boolean {
  return !statement.actors.length && !statement.objects.length;
}

/**
 * The profiles of all statements, computed when the answers are loaded; a statement not seen then
 * (a test's own) is profiled on first use and kept.
 */
export class SubjectProfiles {
  private readonly profiles = new Map<string, SubjectProfile>();

  constructor(texts: Iterable<string> = []) {
    for (const text of texts) this.of(text);
  }

  get size(): number {
    return this.profiles.size;
  }

  of(text: string): SubjectProfile {
    let profile = this.profiles.get(text);
    if (!profile) {
      profile = statementProfile(text);
      this.profiles.set(text, profile);
    }
    return profile;
  }
}
