// Plain-language renderings for the "Meine Daten" page and the privacy notice.

const DATE_TIME = new Intl.DateTimeFormat("de-CH", { dateStyle: "long", timeStyle: "short" });
const DATE = new Intl.DateTimeFormat("de-CH", { dateStyle: "long" });
const NUMBER = new Intl.NumberFormat("de-CH");

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(iso: string | null | undefined, fallback = "Unbekannt"): string {
  const date = parse(iso);
  return date ? DATE_TIME.format(date) : fallback;
}

export function formatDate(iso: string | null | undefined, fallback = "Unbekannt"): string {
  const date = parse(iso);
  return date ? DATE.format(date) : fallback;
}

/**
 * A period in days as it reads after "nach" (dative), with months where that helps:
 * 1 → "1 Tag", 30 → "30 Tagen", 365 → "365 Tagen (12 Monaten)", 100 → "100 Tagen (rund 3 Monaten)".
 */
export function formatDays(days: number): string {
  const text = days === 1 ? "1 Tag" : `${NUMBER.format(days)} Tagen`;
  if (days < 56) return text;
  const exact = days / (365.25 / 12);
  const months = Math.round(exact);
  const about = Math.abs(days - months * (365.25 / 12)) > 3 ? "rund " : "";
  return `${text} (${about}${NUMBER.format(months)} Monaten)`;
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\bCriOS\//, "Chrome"],
  [/\bChromium\//, "Chromium"],
  [/\b(?:Headless)?Chrome\//, "Chrome"],
  [/\bVersion\/[\d.].*\bSafari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPad\b/, "iPadOS"],
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

/** The device behind a user agent in plain words, e.g. "Chrome auf Linux". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? "";
  if (agent === "") return "Unbekanntes Gerät";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} auf ${system}`;
  if (browser) return browser;
  if (system) return `Browser auf ${system}`;
  // A program rather than a browser (a script, an app): its own name, e.g. "curl".
  const product = agent.match(/^([A-Za-z][\w.-]{0,40})\//)?.[1];
  return product ? `Programm «${product}»` : "Unbekanntes Gerät";
}
