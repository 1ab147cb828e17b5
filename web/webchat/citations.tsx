// The "Quellen" under an answer: each cited provision linked to its official text and version.
import { ExternalLink } from "lucide-react";
import type { Citation } from "./api";
import { safeUrl } from "./markdown";

/** "DSG Art. 24" reads as "Art. 24 DSG", the way Swiss law is cited. */
export function formatRef(ref: string): string {
  return ref.replace(/^(.+?) (Art\. .+)$/, "$2 $1");
}

/** "2025-07-07" → "7.7.2025". */
export function formatStand(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${Number(match[3])}.${Number(match[2])}.${match[1]}` : iso;
}

export function citationsText(citations: Citation[], unverified: string[]): string {
  if (!citations.length && !unverified.length) return "";
  const lines = [
    ...citations.map((c) => `- ${formatRef(c.ref)}, ${c.title} (Stand ${formatStand(c.stand)}): ${c.url}`),
    ...unverified.map((ref) => `- ${formatRef(ref)} (nicht überprüft)`),
  ];
  return `Quellen:\n${lines.join("\n")}`;
}

export function Sources({ citations, unverified, id }: { citations: Citation[]; unverified: string[]; id: string }) {
  if (!citations.length && !unverified.length) return null;
  const headingId = `${id}-sources`;
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t pt-2 text-sm">
      <h3 id={headingId} className="font-semibold">
        Quellen
      </h3>
      <ul className="mt-1 space-y-1">
        {citations.map((citation) => {
          const url = safeUrl(citation.url);
          const label = formatRef(citation.ref);
          return (
            <li key={`${citation.ref}-${citation.url}`} className="[overflow-wrap:anywhere]">
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-baseline gap-1 font-medium text-primary underline underline-offset-2"
                >
                  {label}
                  <ExternalLink className="size-3 shrink-0 self-center" aria-hidden="true" />
                  <span className="sr-only">(öffnet in neuem Tab)</span>
                </a>
              ) : (
                <span className="font-medium">{label}</span>
              )}{" "}
              <span className="text-muted-foreground">
                {citation.title} · Stand {formatStand(citation.stand)}
              </span>
            </li>
          );
        })}
        {unverified.map((ref) => (
          <li key={`unverified-${ref}`}>
            <span className="font-medium">{formatRef(ref)}</span> <span className="text-muted-foreground">(nicht überprüft)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
