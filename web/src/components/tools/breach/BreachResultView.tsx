import { toast } from "sonner";
import { KeepFile } from "@/components/documents/KeepFile";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/lib/api";
import { markdownToDocx } from "../docx";
import { useRevealedHeading } from "../reveal";
import { ProvisionList } from "./ProvisionList";
import type { BreachResult } from "./types";

const DUTY = { ja: "Ja, erforderlich", nein: "Nicht erforderlich", pruefen: "Im Einzelfall prüfen" } as const;

const DOCX_FAILED = "Der Meldungsentwurf konnte nicht als Word-Datei erstellt werden.";

const EFFECT = { erhoeht: "erhöht das Risiko", senkt: "senkt das Risiko" } as const;

export function BreachResultView({ result }: { result: BreachResult }) {
  const heading = useRevealedHeading<HTMLHeadingElement>(result);
  const processor = result.assessment.role === "processor";
  // A processor's draft is its notice to the controller (Art. 24 Abs. 3 DSG), not a report to the EDÖB.
  const file = processor ? "meldung-verantwortlicher-entwurf" : "meldung-edoeb-entwurf";
  const downloadDocx = async () => {
    try {
      saveFile(await markdownToDocx(result.draft), `${file}.docx`);
    } catch {
      toast.error(DOCX_FAILED);
    }
  };
  const keptDraft = async () => ({ blob: await markdownToDocx(result.draft), fileName: `${file}.docx` });
  return (
    <section aria-labelledby="assessment-heading" className="flex flex-col gap-4">
      <h2 id="assessment-heading" ref={heading} tabIndex={-1} className="scroll-mt-4 text-2xl font-semibold outline-none">
        Beurteilung
      </h2>
      <p>Eingeschätztes Risiko: {result.assessment.risk}</p>
      {processor && (
        <p>
          Sie sind Auftragsbearbeiter: Melden Sie die Verletzung so rasch als möglich Ihrem Kunden als Verantwortlichem. Der Entwurf unten
          ist diese Meldung; über die Meldung an den EDÖB entscheidet der Verantwortliche.
        </p>
      )}
      <article className="rounded-xl border p-4" aria-labelledby="facts-heading">
        <h3 id="facts-heading" className="font-semibold">
          Massgebende Tatsachen
        </h3>
        <p className="text-sm text-muted-foreground">Nach ihrem Gewicht geordnet: Was den Ausschlag gibt, steht zuerst.</p>
        <ul className="my-2 list-disc pl-5 text-sm">
          {result.assessment.facts.map((fact) => (
            <li key={fact.text}>
              {fact.text} <span className="text-muted-foreground">({EFFECT[fact.effect]}</span>
              {fact.source === "beschreibung" && <span className="text-muted-foreground">; aus Ihrer Beschreibung erkannt</span>}
              <span className="text-muted-foreground">)</span>
            </li>
          ))}
        </ul>
      </article>
      {result.assessment.parts.map((part) => (
        <article key={part.id} className="rounded-xl border p-4">
          <h3 className="font-semibold">
            {part.label}: {DUTY[part.duty]}
          </h3>
          {part.deadline && <p className="text-sm">Frist: {part.deadline}</p>}
          <ul className="my-2 list-disc pl-5 text-sm">
            {part.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <ProvisionList provisions={part.provisions} />
        </article>
      ))}
      <article className="rounded-xl border p-4">
        <h3 className="font-semibold">Dokumentationseintrag (Art. 15 Abs. 4 DSV)</h3>
        <dl className="text-sm">
          <dt className="font-medium">Sachverhalt</dt>
          <dd>{result.documentation.facts}</dd>
          <dt className="font-medium">Auswirkungen</dt>
          <dd>{result.documentation.effects}</dd>
          <dt className="font-medium">Massnahmen</dt>
          <dd>{result.documentation.measures || "–"}</dd>
          <dt className="font-medium">Aufbewahrung</dt>
          <dd>{result.documentation.keepUntilNote}</dd>
        </dl>
      </article>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => saveFile(new Blob([result.draft], { type: "text/markdown;charset=utf-8" }), `${file}.md`)}
        >
          Meldungsentwurf herunterladen (Markdown)
        </Button>
        <Button type="button" variant="outline" onClick={() => void downloadDocx()}>
          Meldungsentwurf herunterladen (Word)
        </Button>
      </div>
      <KeepFile kind="draft" label="Word-Entwurf im Ordner «Meine Dokumente» behalten" make={keptDraft} makeError={DOCX_FAILED} />
    </section>
  );
}
