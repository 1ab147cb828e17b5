// Italian cues per item (issue 26: Ticino's organisations publish in Italian). Written from the Italian DSG
// (LPD, SR 235.1): "titolare del trattamento" is the controller, "responsabile del trattamento" the processor
// (so a recipient), "consulente per la protezione dei dati" the advisor (Art. 10), "rappresentante" (Art. 14).
// items.ts puts each list beside the German, French and English ones.

/** An organisation's legal form in Italian-speaking Switzerland (and Italy). */
const FORM_IT = "(sagl|sa|ag|gmbh|s\\.a\\.|s\\.r\\.l|srl|s\\.p\\.a|associazione|fondazione|cooperativa|società cooperativa)";
const IN_SENTENCE = "(?:[^.]|\\.(?=\\S))";
/** The person as the source (as items.ts SELF_SOURCE, Italian part): "da lei", "dall'allievo", "dai clienti stessi". */
const SELF_SOURCE_IT =
  "(lei|voi|te)\\b|[^.]{0,40}\\b(stess[oaie]|personalmente|direttamente)\\b|(suoi |sue |loro )?(allievi|allievo|allieva|allieve|alunn\\w*|client[ie]|soci[oa]?\\b|membri|partecipant\\w*|pazient\\w*|ospit[ei]|interessat\\w*)\\b";
/** "da" and its contractions as a word: the first source of a passive is the one judged. */
const FROM_IT = "\\b((da|dal|dalla|dai|dalle|dagli|dallo)(?!\\p{L})|dall['’])";
const MONTHS_IT = "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre";

export const IT = {
  controller: [
    /\btitolare del trattamento\b/iu,
    // Session 14 (round 7): "Del trattamento risponde la Rossi Sagl" (answers for the processing).
    /\bdel trattamento( dei (suoi |vostri |tuoi )?dati)? rispond(e|ono)\b|\brispond(e|ono) del trattamento\b/iu,
    // "La Rossi Sagl è responsabile del trattamento dei Suoi dati": said of the organisation itself.
    /\b(è|sono) (il |la )?(responsabil[ei]|titolare)\b[^.]{0,30}\b(trattamento|dati)\b/iu,
    new RegExp(`\\bnoi,\\s+${IN_SENTENCE}{0,80}\\b${FORM_IT}\\b`, "iu"),
    /\bchi (è|sono) (il |la |i )?(responsabil\w*|titolar\w*)\b|\bchi siamo\b/iu,
    // "Responsabile del trattamento è …" introduces who is responsible (session 12), as "titolare del trattamento".
    /\bresponsabile del trattamento (è|sono)\b/iu,
    // Session 15 (round 9): the processing as someone's competence ("Il trattamento dei dati è di competenza della …").
    /\b(il|del) trattamento (dei|delle) (suoi |vostri |tuoi )?(dati|informazioni)\b[^.]{0,30}\b(è di competenza|rientra nella competenza|compete)\b/iu,
    /\b(è|sono)\s+(gestit[oaie]|condott[oaie]|dirett[oaie])\s+da\s+me\b|\b(come |in quanto )?ditta individuale\b|\b(sono|ne sono) (il |la )?(titolare|proprietari[oa])\b/iu,
    new RegExp(`\\b(è un marchio|è gestit[oa]|gestit[oa] da|è un servizio)\\b${IN_SENTENCE}{0,80}\\b${FORM_IT}\\b`, "iu"),
  ],
  purposes: [
    /\bscop[oi]\b/iu,
    /\bfinalità\b/iu,
    /\b(utilizziamo|trattiamo|raccogliamo|usiamo|impieghiamo|registriamo)\b.{0,100}\b(per|al fine di|allo scopo di)\b/iu,
    /\b(utilizzat|trattat|raccolt|usat)[iaeo]\b.{0,60}\b(per|al fine di|allo scopo di)\b/iu,
    /\b(utilizzo|tratto|raccolgo|uso|impiego|registro)\b.{0,100}\b(per|al fine di|allo scopo di)\b/iu,
    /\b(servono|serve)\b.{0,40}\b(per|a|al|alla|allo|ai|agli|alle|all['’])(?!\p{L})/iu,
    /\b(utilizziamo|trattiamo|raccogliamo|usiamo)\b[^.]{0,60}\b(nello svolgimento|nell['’]esercizio|nell['’]adempimento)\b/iu,
    /\bperché\b[^.\n]{0,40}\b(dati|informazioni)\b/iu,
    /\bper quali (motivi|scopi|ragioni|fini)\b|\ba quale (scopo|fine)\b/iu,
  ],
  recipients: [
    /\bdestinatar[io]\b/iu,
    // Session 15 (blindL): not data given to us ("ci vengono comunicati al momento dell'iscrizione").
    /(?<!\bci (viene|vengono|sono|è|siano|venga|vengano|sono stat[ie]|è stat[oa]) )\bcomunic(hiamo|ati|ate|ato|ata)\b[^.]{0,80}\b(a|ad|al|alla|ai|alle|agli|all['’])\b/iu,
    /\btrasmett\w*|(?<!\bci (viene|vengono|sono|è|siano|venga|vengano|sono stat[ie]|è stat[oa]) )\btrasmess[oaie]\b/iu,
    // Processors are recipients: "i nostri responsabili del trattamento (fornitori informatici)".
    /\bresponsabil[ei] del trattamento\b/iu,
    /\bfornitor[ei]\b|\bprestator[ei] di servizi\b/iu,
    /\b(a|ad|con) (altri |ulteriori )?terzi\b/iu,
    // Others receiving ("Gli istruttori ricevono l'elenco", session 11); never the person ("lei riceve la newsletter").
    /(?=ricev)(?<!\b(lei|voi|tu|lei stess[oa])\s)\bricev(e|ono)\b/iu,
    /\b(condividiamo|inoltriamo|inviamo|consegniamo)\b[^.]{0,120}\b(a|al|alla|ai|alle|agli|con)\b/iu,
    // The infinitive after "possiamo / potremmo" (session 12): "possiamo condividere i dati con soggetti terzi".
    /\b(condividere|comunicare|trasmettere|inoltrare|cedere)\b[^.]{0,120}\b(a|ad|al|alla|ai|alle|agli|con)\s+(?!(lei|voi|te)\b)\p{L}+/iu,
    /\b(hanno|ha) accesso\b(?<!\b(voi|lei) (hanno|ha) accesso)/iu,
    /\bpubblicat[aieo]\b|\bpubblichiamo\b/iu,
    // Session 14 (round 7): shared with or accessible to others ("condivisi con società partner", "sono accessibili alla
    // fiduciaria"), never to the person.
    /\bcondivis[iaeo]\s+con\s+(?!(lei|voi|te)\b)\p{L}+|\b(sono|è|restano|resta)\s+accessibil[ei]\s+(a|ad|al|alla|ai|alle|agli|all['’])\s*(?!(lei|voi|te)\b)\p{L}+/iu,
    // Made accessible or available to others (round 2): "resi accessibili a", "messi a disposizione di".
    /\b(res[ioae] accessibil[ei]|mess[ioae] a disposizione)\s+(a|ad|al|alla|ai|alle|agli|di|del|della|dei|delle|degli)\s+(?!(lei|voi|te)\b)\p{L}+/iu,
  ],
  abroadGeneral: [
    /\bpaesi (senza|privi di|che non offrono)\b|\bpaesi (del sud( del mondo)?|in via di sviluppo|emergenti)\b|\ball['’]estero\b|\bfuori dalla svizzera\b|\bpaesi terzi\b|\baltri paesi\b|\bin tutto il mondo\b/iu,
    // Regions named only by what they are not or by distance (session 12): "paesi extraeuropei", "fuori dall'Europa".
    /\bextra-?europe[ie]\b|\b(al di )?fuori (dall['’]europa|d['’]europa|dell['’]europa)\b|\boltreoceano\b|\boltremare\b/iu,
    // Session 13: a region that is no defined group of states ("in Scandinavia", "nel Sud-est asiatico").
    /\beuropa (dell['’]est|del nord|del sud|orientale|settentrionale|centrale)\b|\bscandinavia\b|\basia\b|\bsud-?est asiatico\b|\bamerica (del sud|latina|del nord|centrale)\b|\bsudamerica\b|\bafrica\b|\bmedio oriente\b|\bbalcani\b|\bpaesi (nordici|baltici|scandinavi)\b/iu,
  ],
  abroadNamed: [
    /\b(stati uniti|usa|unione europea|ue|see)\b/iu,
    // Session 16 (blindM): also with the article after the preposition ("verso i Paesi Bassi", "verso la Germania").
    /\b(in|nel|nei|negli|nella|nelle|verso)\s+((il|lo|la|i|gli|le)\s+|l['’]\s*)?(germania|francia|italia|austria|irlanda|paesi bassi|olanda|regno unito|india|canada|giappone|spagna|portogallo|belgio|lussemburgo|polonia|svezia|danimarca|finlandia|norvegia|singapore|cina|israele)\b/iu,
    /\b(a|da) (francoforte|amsterdam|dublino|parigi|londra|berlino|monaco|vienna|milano|stoccolma|madrid|bruxelles|new york)\b/iu,
    /\b(società|fornitore|azienda|impresa|server|piattaforma|gruppo)\s+(\p{L}+\s+)?(american|statunitens|tedesc|frances|irlandes|britannic|olandes|indian|canades|austriac|italian)[aoie]\b/iu,
  ],
  abroadDetails: [
    /\bclausole (contrattuali )?(tipo|standard)\b|\bclausole contrattuali di protezione\b/iu,
    /\b(livello di protezione|protezione( dei dati)?) (adeguat|appropriat)\w*/iu,
    /\bconsenso\b|\bacconsentit\w*/iu,
    /\besecuzione\b[^.]{0,60}\bcontratto\b/iu,
    // Session 15: adequacy said before the council ("riconosciuto adeguato dal Consiglio federale").
    /\b(riconosciut|considerat|ritenut)[oaie]\s+(come\s+)?adeguat\w*|\badeguat\w*\b[^.]{0,40}\bconsiglio federale\b/iu,
    /\bconsiglio federale\b[^.]{0,80}\b(adeguat|elenco)\w*|\ballegato 1\b[^.]{0,30}\b(opda|odpd|ordinanza)\b/iu,
    /\bnorme interne (dell['’]impresa )?vincolanti\b/iu,
  ],
  abroadSettles: [
    /\b(nessun\w*|non)\b[^.]{0,60}\ball['’]estero\b/iu,
    /\b(esclusivamente|solo|soltanto|unicamente) in svizzera\b|\bin svizzera (esclusivamente|soltanto|unicamente)\b/iu,
    /\bnon (lasciano|escono da) (mai )?(la svizzera|il paese)\b/iu,
    /(?=restano|rimangono)(?<!\b(maggior parte|principalmente|di regola|in linea di principio)\b[^.]{0,30})\b(restano|rimangono)\s+(tutti\s+|sempre\s+)?in svizzera\b(?![^.]{0,40}\b(tranne|salvo|eccetto|ad eccezione)\b)/iu,
  ],
  indirect: [
    /\bda terzi\b|\bpresso terzi\b/iu,
    /\bfonti accessibili al pubblico\b|\baltre fonti\b|\bfonti esterne\b|\bregistri pubblici\b|\bfonti (pubblich\w*|aperte)\b/iu,
    // Not the person: the formal "Lei" takes the third person ("i dati che lei ci fornisce", blindD).
    // Session 14: nor "Se ci segnala un errore" (the reader, addressed as Lei, in a condition), nor a case reported to us
    // ("i vicini ci segnalano casi di maltrattamento"): that shows data from others without stating it (items.ts).
    // Session 16 (blindM): to me too, in a one-person business ("i testimoni mi trasmettono …"); our own form sending us
    // what the person typed in ("il modulo sul sito ci invia …") is no third party.
    // Session 19 (blindP): nor the person, with "Lei" left out (the verb opens its clause), giving us data through our
    // questionnaire or form ("…, ci fornisce anche informazioni sul suo stato di salute tramite il questionario").
    /(?=ci |mi )(?<!\b(lei|voi|tu|lei stess[oa]) (non )?)(?<!\bse )(?<!\b(modul[oi]|formulari[oi]|form|questionari[oi])\b[^.]{0,40})\b(ci|mi) (trasmette|trasmettono|comunica|comunicano|fornisce|forniscono|invia|inviano|segnala|segnalano|informa|informano)\b(?<!(?:^|[,;:.!?\n]|\b(e|ed|anche|inoltre|poi))\s*(ci|mi) \p{L}+(?=[^.]{0,100}\b(tramite|mediante|attraverso|con|nel|nella|via|compilando)\s+(il\s+|la\s+|l['’]\s*|i\s+|le\s+|nostro\s+|nostra\s+|apposit[oa]\s+)?(\p{L}+\s+)?(questionari|modul|formulari)\w*))(?!\s+(\p{L}+\s+){0,2}?(animali|casi|caso|situazion\w*|incident\w*|abus\w*|maltrattament\w*|trascurat\w*|abbandonat\w*)\b)/iu,
    // The passive with its source (session 12): "che ci viene comunicata dal Comune"; without it only a sign (items.ts).
    // Session 15 (blindL): the source may come later in the sentence, and it is not the person ("dall'allievo o dai suoi
    // genitori", "dai clienti stessi": SELF_SOURCE in items.ts).
    new RegExp(
      `\\bci (viene|vengono) (notificat|comunicat|trasmess|segnalat|fornit|inviat|consegnat)\\w*\\b(?:(?!${FROM_IT})[^.]){0,80}${FROM_IT}\\s*(?!${SELF_SOURCE_IT})\\p{L}+`,
      "iu",
    ),
    /\b(riceviamo|otteniamo|raccogliamo)\b[^.]{0,80}\b(da|dal|dalla|dai|dalle|dagli|presso)\s+(?!(voi|lei|te)\b)\p{L}+/iu,
    // Session 18 (blindO): obtaining after a modal ("possiamo raccogliere informazioni presso la scuola precedente").
    /\b(possiamo|potremmo|dobbiamo|potremo)\s+(anche\s+|inoltre\s+|eventualmente\s+)?(raccogliere|ottenere|richiedere|chiedere|acquisire|ricevere)\b[^.]{0,80}\b(presso|dal|dalla|dai|dalle|dagli|dall['’])\s*(?!(voi|lei|te)\b)\p{L}+/iu,
    // The source before the verb: "Dalla cassa pensioni riceviamo …" (as "von … erhalten wir").
    /\b((da|dal|dalla|dai|dalle|dagli)\s+|dall['’])(?!(lei|voi|te)\b)\p{L}+[^.]{0,60}\b(riceviamo|otteniamo)\b/iu,
    // Our own entry ("iscritta nel registro di commercio") is no source.
    /(?=registro)(?<!\b(iscritt[aoie]|registrat[aoie]) (nel|al)\s)\bregistro (di commercio|delle esecuzioni|fondiario)\b/iu,
    /\bprovenienza dei dati\b|\bda dove\b[^.\n]{0,40}\bdati\b/iu,
    // Said by what they are not: "Dati che non riceviamo da lei", "non ci arrivano (direttamente) da lei".
    /\b(dati|informazioni)\b[^.?\n]{0,40}\bnon (li |le |ci )?(riceviamo|otteniamo|arrivano|provengono|giungono) (direttamente )?da (lei|voi|te)\b/iu,
    /\bagenzi[ae] d['’]informazioni (economiche|creditizie)\b/iu,
  ],
  automated: [
    /\bdecision[ei] individual[ei] automatizzat[ae]\b/iu,
    /\bdecision[ei]\b[^.]{0,30}\bautomatic[hei]+\b|\bautomatic[hei]+\b[^.]{0,30}\bdecision[ei]\b/iu,
    // A program decides, as in German ("Über Ihren Antrag entscheidet ein Algorithmus", session 12).
    /\b(sistema|programma|algoritmo|software|computer)\b[^.]{0,60}\bdecid(e|ono)\b|\bdecid(e|ono)\b[^.]{0,40}\b(sistema|programma|algoritmo|software|computer)\b/iu,
    /\bdecision\w*\b.{0,60}\bautomatizzat\w*\b|\bautomatizzat\w*\b.{0,60}\bdecision\w*\b/iu,
    /\bsenza intervento umano\b/iu,
    // Session 17 (blindN): decisions with a legal or similarly significant effect, Art. 21's own test.
    /\bdecision[ei](\s+\p{L}+){0,2},?\s+(che|aventi|con)\b(?![^.]{0,80}\b(così|in tal modo|con ciò)\b)[^.]{0,60}\b(effetti giuridici|conseguenze giuridiche|incid\w* (in modo|in maniera) (significativ|rilevant|consideravol)\w*)/iu,
    // Session 16 (blindM): a question whether decisions are taken by a program ("Ci sono decisioni prese da un
    // programma? No"); a passing "nessuna decisione … viene presa da un programma" stays not applicable (fresh round 6).
    /\bdecision[ei]\b[^.?]{0,30}\b(pres[ae]|adottat[ae]|emess[ae])\s+(da\s+|dal\s+|dalla\s+|dall['’]\s*)((un|uno|una|il|lo|la|nostro|nostra)\s+)?(\p{L}+\s+)?(programma|software|sistema|algoritmo|computer|macchina|intelligenza artificiale)\b[^.\n?]{0,40}\?/iu,
  ],
  // What "found" needs (items.ts, issue 26, session 9): a processing activity, a kind of recipient, a period or criterion.
  purposeActivities: [
    /(gestion|fattur|ordin|consegn|iscri|contratt|rispond|appuntament|\bcors[oi]\b|cure|invio|prenotazion|abbonament|pagament|contabilit|sicurezza|videosorveglian|newsletter|pubblicità|consulenz|candidatur|assunzion|salari|spedizion|organizzazion|comunicazion)/iu,
  ],
  // Session 15 (round 9): the infinitive loses its "e" before a pronoun ("per avvisarla", "per inviarle", "per informarvi").
  purposeClauses: [
    /\b(per|al fine di|allo scopo di)\s+(poter\s+)?\p{L}{1,30}((are|ere|ire)|(ar|er|ir)(l[aoie]|ne|ci|vi|si|mi|ti|gli\p{L}*))\b/iu,
  ],
  recipientKinds: [
    /(autorità|assicura|\bbanca|\bbanche|fiduciari|informatic|ospedal|\bmedic[oi]|\blaborator|\bposta\b|corrier|agenzi|albergh|trasportat|cassa (malati|di compensazione|pensione)|datore di lavoro|revisor|tribunal|polizia|hosting|comune|cantone|proprietari|istruttor|monitor|animator|responsabil[ei] (del|dei) cors|capogrupp|cassier|president|segretari|docent|insegnant|commission|giuri[ae]\b|espert)\w*/iu,
  ],
  retentionCriteria: [
    // The end of a named event or period (session 12): "alla fine del campo", "al termine del soggiorno".
    /\b(alla fine|al termine|dopo la fine|dopo il termine)\s+(del|della|dello|dell['’]|dei|delle)\s*\p{L}+/iu,
    /\bobblighi legali di conservazione\b|\btermini di legge\b|\b(fine|cessazione|scadenza|termine|durata) (del|dell['’]|della)\s*(contratto|rapporto|abbonamento|mandato|stagione|corso|anno|iscrizione)\b|\bfinché (lei |è |rimane )|\bfino (alla|al|all['’])\s*(disiscrizione|revoca|disdetta|fine|scadenza|cessazione|uscita|dimissioni|cancellazione dell['’]iscrizione|chiusura)\b|\bimmediatamente\b|\bart\. \d+[a-z]? co\b/iu,
  ],
  representative: [/\brappresentant[ei]\b.{0,40}\bin svizzera\b/iu],
  retention: [
    /\bconserv\w*\b[^.]{0,80}\b(per|fino|anni|anno|mesi|giorni|settimane|durata|termine|dopo|finché|fintanto)\b/iu,
    /\bdurata di conservazione\b|\bper quanto tempo\b/iu,
    // Keeping by reference to rules or terms ("Conserviamo i dati secondo i termini previsti …", session 11), and the
    // item's own heading ("Conservazione"): judged by what follows.
    /\bconserv\w*\b[^.]{0,60}\b(secondo|in base a\w*|conformemente|nel rispetto)\b/iu,
    /(?:^|\n)[ \t]*(\d+(\.\d+)*\.?[ \t]+)?(conservazione|conservazione dei dati|durata della conservazione)[ \t]*(?=\n)/iu,
    /\bcancellat[iaeo]\b|\bdistrutt[iaeo]\b|\bcancelliamo\b|\bdistruggiamo\b/iu,
    // Session 14 (round 7): "li eliminiamo sei mesi dopo …", only with a time ("eliminiamo i duplicati" is no keeping).
    /\belimin(iamo|ati|ate|ato|ata|ano)\b[^.]{0,80}\b(dopo|entro|al termine|alla fine|anni|anno|mesi|giorni|settimane)\b/iu,
    /\bsovrascritt[iaeo]\b|\bsovrascriviamo\b/iu,
    // Session 18 (blindO): kept in an archive ("conserviamo gli indirizzi nel nostro archivio"): judged by what follows.
    /\b(conserv\w*|tenia\w*|rest(a|ano)|riman\w*)\b[^.]{0,80}\b(nel|nei|negli|in)\s+(nostr[oi]\s+)?archivi?\w*\b|\barchiviat[iaeo]\b|\barchiviamo\b/iu,
  ],
  // One pattern per right, as in German and French.
  rights: [
    // Session 13: access as what one may do with one's file ("consultare la sua cartella", "visionare il fascicolo").
    /\bdiritto d['’]accesso\b|\b(consultare|visionare|vedere|esaminare)\s+(la sua|il suo|la vostra|il vostro|la tua|il tuo|la propria|il proprio)\s+(cartella|fascicolo|dossier|incarto)\b|\bdiritto di accedere\b|\bcopia dei (suoi|vostri|tuoi|propri) dati\b|\bchied\w*\b[^.]{0,40}\bquali dati\b|\b(chiedere|sapere|domandare)\b[^.]{0,40}\bquali dati\b|\binformazioni sui (suoi|vostri|tuoi) dati\b|\b(chied|domand|richied|ottene|ricev)\p{L}*\s+(\p{L}+\s+)?informazioni\s+(sui|sui propri|in merito ai|riguardo ai|circa i)\s+(\p{L}+\s+)?dati\s+(\p{L}+\s+)?che\s+(la|lo|vi|ti|li|le|l['’]|gli)\s*riguard\p{L}*|\b(chiedere|domandare|richiedere|ottenere|esigere)\s+(\p{L}+\s+){0,2}l['’]accesso\b/iu,
    /\brettifica\w*\b|\bcorregg\w+\b|\bcorrezione\b|\binesatt[iaeo]\b/iu,
    /\bposso\b[^.?\n]{0,50}\b(cancellare|far cancellare)\b|\bcancellazione\b|\b(chiedere|esigere|domandare)\b[^.]{0,40}\bcancell\w+|\b(desidera|desiderate|vuole|volete)\b[^.]{0,40}\b(siano|vengano) cancellat\w*/iu,
    /\bopposizione\b|\bopporsi\b|\bopporvi\b|\bopporti\b/iu,
    /\bportabilità\b|\bconsegna dei (suoi |vostri )?dati\b/iu,
  ],
  advisor: [/\bconsulente (per la|della) protezione dei dati\b/iu, /\bresponsabile (della|per la) protezione dei dati\b/iu],
  version: [
    /\b(versione( di| del)?|aggiornat[ao]( il| al)?|stato( al)?|ultima modifica|(ultima )?revisione|edizione|(ultimo )?aggiornamento|(in vigore|valid[ao]|vigente|applicabile) dal|data( di pubblicazione)?|pubblicat[ao]( il)?)\b\s*(?::\s*)?(del\s+|al\s+|il\s+|n[°o]?\.?\s*)?\d[\d.]*/iu,
    new RegExp(
      `\\b(versione( di| del)?|aggiornat[ao]( il| al| a)?|stato( al)?|ultima modifica|(ultima )?revisione|edizione|(ultimo )?aggiornamento|(in vigore|valid[ao]|vigente|applicabile) dal|data( di pubblicazione)?|pubblicat[ao]( il)?)\\b\\s*(?::\\s*)?(del\\s+|al\\s+|il\\s+)?(\\d{1,2}°?\\s+)?(${MONTHS_IT})\\s+\\d{4}`,
      "iu",
    ),
    // The date of the decision: "Approvato dall'assemblea generale, marzo 2026".
    new RegExp(`\\b(approvat[oa]|adottat[oa]|in vigore)\\b[^.\\n]{0,80}\\b(\\d{1,2}\\s+)?(${MONTHS_IT})\\s+\\d{4}`, "iu"),
  ],
};
