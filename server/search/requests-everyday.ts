// Everyday requests that are not legal questions, told by their form in German, French, Italian and
// English (issue 24, session 10): which product or service is best or cheapest and what it costs on
// the market, a recipe, whether to see a doctor or which vaccinations a trip needs, how to learn a
// language, how to get out of a contract, whether a dismissal by WhatsApp is valid. Data words in
// them ("Praxis-PCs mit den Patientendaten", "Kurs über Datenschutz") do not make them ours.
import { dataAction, legalCue, type RequestClass } from "./request-cues.js";
import { scopeSignals } from "./scope.js";
import { guard, type Pattern } from "./word-guard.js";

// "Welche Software ist die beste …", "which bank is cheapest", "quel outil est le meilleur",
// "CIPP/E oder CIPM, was bringt mir mehr": a choice between products, services or courses.
const WHICH = guard(/(?<!\p{L})(?:welche[rsnm]?|which|what's the|what is the|quel(?:le)?s?|qual[ei]?|lohnt sich)(?!\p{L})/iu);
const BEST = guard(
  /(?<!\p{L})(?:beste[nrs]?|besser|am besten|günstigste[nrs]?|am günstigsten|günstiger|billigste[nrs]?|billiger|cheaper|eignet sich|empfehlt|empfiehlst|bringt mir (?:\p{L}+ ){0,8}mehr|best|better|cheapest|fastest|meilleure?s?|moins cher|migliore?|più economic[oa]|conviene)(?!\p{L})/iu,
);

// Which measure fits (anonymising, encrypting, a legal basis) is a question of the law's duties,
// not a product choice.
const MEASURE = guard(
  /(?<!\p{L})(?:massnahm\p{L}*|anonymi[sz]\p{L}*|pseudonymi[sz]\p{L}*|verschlüssel\p{L}*|datensicherheit|rechtsgrundlage\p{L}*|folgenabschätzung|dsfa|mesures?|chiffrement|misur[ae]|anonimizz\p{L}*|cifratura|measures?|encrypt\p{L}*|legal basis)(?!\p{L})/iu,
);

// Asked to recommend a product or a provider.
const RECOMMEND = guard(
  /(?<!\p{L})(?:empfiehl\p{L}*|empfehl\p{L}*|recommand\p{L}*|recommend\p{L}*|conseill\p{L}*|consigli\p{L}*)(?!\p{L})/iu,
);
// Devices and gadgets too, and a brand or model asked for by name ("ein konkretes Modell", "quale marca").
const PRODUCT = guard(
  /(?<!\p{L})(?:software|programme?s?|app|apps|tool|tools|anbieter\p{L}*|provider|logiciels?|outils?|fournisseurs?|fornitor[ei]|laptop|notebook|kamera|camera|firewall|antivir\p{L}*|backup\p{L}*|sauvegarde|cloud|gerät|geräte|device|devices|appareils?|dispositiv[oi]|modell|modelle|model|models|modèles?|modell[oi]|marke|marken|brand|brands|marques?|marca|marche|uhr|uhren|smartwatch\p{L}*|fitnessuhr\p{L}*|laufuhr\p{L}*|sportuhr\p{L}*|watch|watches|montres?|orologi[oi]|armband|armbänder|bracelets?|braccialett[oi]|wristbands?|fitnesstracker|tracker|wearables?|smartphones?|handy|server|servers|serveurs?|nas)(?!\p{L})/iu,
);
// Two products named as alternatives, one to be preferred ("meglio Synology o QNAP", "Ist Threema
// oder Signal besser für unser Team?"): a purchase, whatever it is to hold (session 15).
const ALTERNATIVES = /(?<![\p{L}\p{N}-])\p{Lu}[\p{L}\p{N}-]*\s+(?:oder|o|ou|or|vs\.?|versus)\s+\p{Lu}[\p{L}\p{N}-]*/u;
const PREFER = guard(/(?<!\p{L})(?:besser|lieber|eher|meglio|mieux|plutôt|better|rather|prefer\p{L}*)(?!\p{L})/iu);
// A product chosen for whether it complies ("datenschutzkonform") asks about the law.
const COMPLIES = /konform|conforme|compliant|zulässig|erlaubt|permis|consentit/iu;
// The assistant itself asked to recommend ("Empfiehl mir", "quale marca ci consigli", "can you
// recommend"), unlike what a regulator recommends ("Welche Massnahmen empfiehlt der EDÖB?").
const ASKED_TO_RECOMMEND = guard(
  /(?<!\p{L})(?:empfiehl|empfiehlst|empfehlt|empfehlen sie|(?:kannst du|können sie|könnt ihr) (?:\p{L}+ ){0,4}empfehlen|recommend (?:me|us)|(?:can|could|would) you recommend|do you recommend|(?:mi|ci) consigli\p{L}*|consigliami|consigliaci|consigliatemi|me recommander|nous recommander|recommandez|conseillez|conseille-moi|conseillez-nous)(?!\p{L})/iu,
);

// What something costs on the market: an average, a typical figure, a comparison, a price per user.
const PRICE = guard(
  /(?<!\p{L})(?:kostet|kosten|preis\p{L}*|gebühren|tarif\p{L}*|costs?|fees|prices?|pricing|coûte|coûtent|prix|costa|costano|prezz[oi])(?!\p{L})/iu,
);
const MARKET = guard(
  /(?<!\p{L})(?:im durchschnitt|durchschnittlich\p{L}*|ungefähr|typisch\p{L}*|marktüblich\p{L}*|im vergleich|pro (?:benutzer|monat|person|tag)|in media|mediamente|al mese|en moyenne|par mois|par utilisateur|on average|typical(?:ly)?|roughly|per (?:user|month|seat)|compared)(?!\p{L})/iu,
);

// A dish to cook: "Rezept" is also a doctor's prescription, which a pharmacy or insurer handles.
const RECIPE = guard(/(?<!\p{L})(?:rezept\p{L}*|recette\p{L}*|ricett[ae]|recipes?)(?!\p{L})/iu);
const COOKING = guard(
  /(?<!\p{L})(?:kochen|backen|zutaten|portionen|personen|leute|gäste|dessert|kuchen|apéro|cook\p{L}*|bake|ingredients|servings|people|guests|cuisiner|ingrédients|personnes|invités|cucinare|ingredienti|persone|ospiti)(?!\p{L})/iu,
);
const MEDICAL = guard(
  /(?<!\p{L})(?:apothek\p{L}*|arzt|ärzt\p{L}*|medikament\p{L}*|krankenkasse\p{L}*|patient\p{L}*|pharmac\p{L}*|médecin\p{L}*|farmac\p{L}*|medic\p{L}*|doctor\p{L}*|prescri\p{L}*)(?!\p{L})/iu,
);

// One's own health: whether to see a doctor, and the vaccinations a journey needs.
const SEE_DOCTOR = guard(
  /(?<!\p{L})(?:(?:muss|soll|sollte) ich (?:[\p{L}\p{N}]+ ){0,5}zu[mr] (?:arzt|ärztin|notfall)|reicht es,? (?:\p{L}+ ){0,4}(?:zu beobachten|abzuwarten)|should i see a doctor|do i need to see a doctor|dois-je (?:aller )?(?:voir|consulter) (?:un|le) médecin|devo andare dal medico)(?!\p{L})/iu,
);
const VACCINE = guard(/(?<!\p{L})(?:impfung\p{L}*|impfen|vaccin\p{L}*)(?!\p{L})/iu);
const TRAVEL = guard(
  /(?<!\p{L})(?:reise\p{L}*|ferien|urlaub|trip|travel\p{L}*|journey|voyage\p{L}*|vacances|viaggio|viaggi|vacanze)(?!\p{L})/iu,
);

// Learning a language or a skill to speak with people: a course of study, not the law.
const LEARN = guard(/(?<!\p{L})(?:lernen|learn\p{L}*|apprendre|imparare)(?!\p{L})/iu);
const LANGUAGE = guard(
  /(?<!\p{L})(?:sprache\p{L}*|deutsch|schweizerdeutsch|englisch|französisch|italienisch|german|english|french|italian|language|langue|allemand|anglais|français|italien|lingua|tedesco|inglese|francese|italiano)(?!\p{L})/iu,
);

// Getting out of a contract or subscription that renewed itself: contract law, not data.
const CONTRACT = guard(
  /(?<!\p{L})(?:vertrag|vertrags|verträge|abo|abos|abonnement\p{L}*|contract\p{L}*|subscription\p{L}*|contrat\p{L}*|abbonament[oi])(?!\p{L})/iu,
);
const EXIT = guard(
  /(?<!\p{L})(?:vorzeitig\p{L}*|aussteigen|auflösen|automatisch (?:\p{L}+ ){0,4}verlängert|get out|cancel\p{L}*|terminate early|résilier|sortir|reconduit\p{L}*|disdire|recedere|rinnovat[oi] automaticamente)(?!\p{L})/iu,
);

// A dismissal sent by WhatsApp, text or e-mail, and whether it counts: the form of notice.
const DISMISSAL = guard(
  /(?<!\p{L})(?:kündigung|gekündigt|künden|entlassung|entlassen|licenziamento|licenziat[oa]|disdetta|licenciement|licencié\p{L}*|dismiss\p{L}*|fired|notice of termination)(?!\p{L})/iu,
);
const CHANNEL = guard(
  /(?<!\p{L})(?:per|via|by|par|tramite|mit|über)\s+(?:whatsapp|sms|e-?mail|mail|text message|signal|threema)(?!\p{L})/iu,
);
// Sent on to the team or in copy to all: what others learn of it is a data question.
const TO_OTHERS = guard(
  /(?<!\p{L})(?:an alle|in kopie|cc|weiter\p{L}*|team|kolleg\p{L}*|everyone|others|colleagues|à tous|collègues|a tutti|colleghi)(?!\p{L})/iu,
);
const VALID_OR_TO_ME = guard(/(?<!\p{L})(?:gültig|rechtsgültig|wirksam|valable|valide|valid[oa]?|mir|me|m'a|mi ha)(?!\p{L})/iu);

// A neighbour's hedge, tree, lawn mower, heat pump or pets (session 21): neighbour law of the Civil Code
// and the cantons. A neighbour's camera, or telling others about the neighbours, is asked with data words.
const NEIGHBOUR = guard(/(?<!\p{L})(?:nachbar\p{L}*|voisin\p{L}*|vicin[oaie]|neighbo\p{L}*)(?!\p{L})/iu);
const NUISANCE = guard(
  /(?<!\p{L})(?:hecke\p{L}*|thuja\p{L}*|baum|bäume|äste|ast|laub|zweige|wurzeln|rasen\p{L}*|mäh\p{L}*|lärm\p{L}*|brumm\p{L}*|wärmepumpe\p{L}*|katze\p{L}*|hund\p{L}*|bellt|grill\p{L}*|rauch|zaun|grenzabstand|schatten|haies?|arbres?|branches|feuilles|racines|gazon|tondeuse|bruit\p{L}*|pompe à chaleur|chats?|chiens?|aboie|clôture|ombre|siep[ei]|alber[oi]|rami|foglie|radici|prato|tosaerba|rumor[ei]|pompa di calore|gatt[oi]|can[ei]|abbaia|recinzione|hedges?|trees?|leaves|roots|lawn|mow\p{L}*|noise|heat pump|cats?|dogs?|barks|fence|shade|smoke|barbecue)(?!\p{L})/iu,
);

// The parts, as cues for the learned model (./request-model.ts).
export const EVERYDAY_PARTS: Record<string, Pattern> = {
  which: WHICH,
  best: BEST,
  measure: MEASURE,
  recommendProduct: RECOMMEND,
  askedToRecommend: ASKED_TO_RECOMMEND,
  product: PRODUCT,
  price: PRICE,
  market: MARKET,
  recipe: RECIPE,
  cooking: COOKING,
  medical: MEDICAL,
  seeDoctor: SEE_DOCTOR,
  vaccine: VACCINE,
  travel: TRAVEL,
  learn: LEARN,
  language: LANGUAGE,
  neighbour: NEIGHBOUR,
  nuisance: NUISANCE,
  contract: CONTRACT,
  exit: EXIT,
  dismissal: DISMISSAL,
  channel: CHANNEL,
  toOthers: TO_OTHERS,
  validOrToMe: VALID_OR_TO_ME,
};

export const EVERYDAY_CLASSES: RequestClass[] = [
  {
    // A product the assistant is to pick: what it should do with data is the buyer's criterion
    // ("speichert am wenigsten Gesundheitsdaten"), not a question of what may be done with it.
    name: "products and prices",
    test: (q) => ASKED_TO_RECOMMEND.test(q) && PRODUCT.test(q) && !legalCue(q),
    unlessDataAction: false,
  },
  {
    // Which product, service or course to choose, and what one costs on the market. A question of
    // what the law allows or requires stays ours ("Welche Angaben muss die Erklärung enthalten?").
    name: "products and prices",
    test: (q) =>
      !legalCue(q) &&
      // A product to be recommended is a product choice whatever it is for ("a tool to encrypt our
      // backups"); which measure is best may be a question of the law's duties.
      ((RECOMMEND.test(q) && PRODUCT.test(q)) ||
        (!MEASURE.test(q) && ((WHICH.test(q) && BEST.test(q)) || (PRICE.test(q) && MARKET.test(q))))),
    unlessDataAction: true,
  },
  {
    name: "products and prices",
    test: (q) => PREFER.test(q) && PRODUCT.test(q) && ALTERNATIVES.test(q) && !MEASURE.test(q) && !COMPLIES.test(q) && !legalCue(q),
    unlessDataAction: true,
  },
  {
    name: "everyday advice",
    test: (q) =>
      (RECIPE.test(q) && COOKING.test(q) && !MEDICAL.test(q)) ||
      SEE_DOCTOR.test(q) ||
      (VACCINE.test(q) && TRAVEL.test(q)) ||
      (LEARN.test(q) && LANGUAGE.test(q)),
    unlessDataAction: true,
  },
  {
    name: "neighbours",
    test: (q) => NEIGHBOUR.test(q) && NUISANCE.test(q) && !dataAction(q) && scopeSignals(q).dataTopic === 0,
    unlessDataAction: true,
  },
  {
    name: "contract terms",
    test: (q) =>
      (CONTRACT.test(q) && EXIT.test(q) && !legalCue(q)) ||
      (DISMISSAL.test(q) && CHANNEL.test(q) && VALID_OR_TO_ME.test(q) && !TO_OTHERS.test(q) && !dataAction(q)),
    unlessDataAction: true,
  },
];
