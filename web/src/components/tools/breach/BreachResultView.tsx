import { Button } from "@/components/ui/button";
import { saveFile } from "@/lib/api";
import { ProvisionList } from "./ProvisionList";
import type { BreachResult } from "./types";

const DUTY = { ja: "Ja, erforderlich", nein: "Nicht erforderlich", pruefen: "Im Einzelfall prüfen" } as const;

export function BreachResultView({ result }: { result: BreachResult }) {
  return (
    <section aria-labelledby="assessment-heading" className="flex flex-col gap-4">
      <h2 id="assessment-heading" className="text-2xl font-semibold">
        Beurteilung
      </h2>
      <p>Eingeschätztes Risiko: {result.assessment.risk}</p>
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
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => saveFile(new Blob([result.draft], { type: "text/markdown;charset=utf-8" }), "meldung-edoeb-entwurf.md")}
      >
        Meldungsentwurf herunterladen (Markdown)
      </Button>
    </section>
  );
}
