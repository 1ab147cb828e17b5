// "Werkzeuge": index of the rule-based compliance tools.
import { Link } from "react-router";
import { PageLayout } from "@/components/PageLayout";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TOOLS = [
  {
    to: "/werkzeuge/datenschutzerklaerung",
    title: "Datenschutzerklärung prüfen",
    text: "Prüft eine Datenschutzerklärung auf die Angaben nach Art. 19 bis 21 DSG.",
  },
  {
    to: "/werkzeuge/datenpanne",
    title: "Datenpanne-Assistent",
    text: "Beurteilt eine Verletzung der Datensicherheit nach Art. 24 DSG und erstellt einen Meldungsentwurf an den EDÖB.",
  },
  {
    to: "/werkzeuge/verzeichnis",
    title: "Verzeichnis der Bearbeitungstätigkeiten",
    text: "Führt das Verzeichnis nach Art. 12 DSG, prüft die Ausnahme nach Art. 24 DSV und exportiert als CSV oder Excel.",
  },
];

export default function ToolsPage() {
  return (
    <PageLayout>
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">Werkzeuge</h1>
      <ul className="grid gap-4 md:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.to} className="flex">
            <Card className="w-full">
              <CardHeader>
                <CardTitle className="text-lg break-words hyphens-auto">
                  <Link to={tool.to} className="underline underline-offset-2">
                    {tool.title}
                  </Link>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{tool.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
