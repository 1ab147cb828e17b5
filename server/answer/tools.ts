// The app's tools (web/src/pages/tools) that carry on where a guide's answer ends: a question about
// a breach, a privacy notice or the record of processing activities gets a pointer to the tool that
// does the work, not only the articles about it.
export interface ToolHint {
  name: string;
  path: string;
  does: string;
}

const TOOLS_BY_GUIDE: Record<string, ToolHint> = {
  datenpanne: {
    name: "Datenpanne-Assistent",
    path: "/werkzeuge/datenpanne",
    does: "beurteilt Ihren Fall Schritt für Schritt (Meldung an den EDÖB, Information der Betroffenen, Branchenpflichten) und erstellt den Entwurf der Meldung",
  },
  datenschutzerklaerung: {
    name: "Datenschutzerklärung prüfen",
    path: "/werkzeuge/datenschutzerklaerung",
    does: "prüft Ihre Datenschutzerklärung Punkt für Punkt gegen die Informationspflicht und zeigt, was fehlt",
  },
  verzeichnis: {
    name: "Verzeichnis der Bearbeitungstätigkeiten",
    path: "/werkzeuge/verzeichnis",
    does: "führt Ihr Verzeichnis mit den gesetzlichen Angaben, prüft die Ausnahme für kleine Unternehmen und exportiert es als CSV oder Excel",
  },
};

export function toolForGuide(guideId: string | undefined): ToolHint | undefined {
  return guideId ? TOOLS_BY_GUIDE[guideId] : undefined;
}

/** One paragraph; a link only when the app's address is known (answers are read in a frame). */
export function toolParagraph(tool: ToolHint, siteUrl: string | null): string {
  const name = siteUrl ? `[${tool.name}](${new URL(tool.path, siteUrl).href})` : `«${tool.name}»`;
  return `**Werkzeug:** ${name} unter «Werkzeuge» ${tool.does}.`;
}
