import { Building2, Scale, Sparkles, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const CARDS: { title: string; icon: LucideIcon; text: string; link?: { to: string; label: string } }[] = [
  {
    title: "Datenschutz",
    icon: Scale,
    text: "Antworten zum Datenschutzgesetz (DSG), zur Datenschutzverordnung (DSV) und zum Krankenversicherungsgesetz (KVG) – verständlich erklärt und mit Hinweis auf die massgeblichen Artikel.",
  },
  {
    title: "Aufsichtsbehörden",
    icon: Building2,
    text: "Was die Eidgenössische Finanzmarktaufsicht (FINMA), das Bundesamt für Gesundheit (BAG) und der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB) erwarten, und wie Sie die Vorgaben umsetzen.",
  },
  {
    title: "Weitere Kompetenzen",
    icon: Sparkles,
    text: "Hilfe bei Datenschutzerklärungen, dem Verzeichnis der Bearbeitungstätigkeiten, Datenschutz-Folgenabschätzungen, Auftragsbearbeitungsverträgen und der Meldung von Datensicherheitsverletzungen.",
    link: { to: "/werkzeuge", label: "Zu den Werkzeugen" },
  },
];

export function InfoCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1" aria-label="Themen">
      {CARDS.map(({ title, icon: Icon, text, link }) => (
        <li key={title} className="flex">
          <Card className="w-full gap-3">
            <CardHeader className="flex-row items-center gap-2">
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <CardTitle className="text-lg">{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{text}</p>
              {link && (
                <Link to={link.to} className="mt-2 inline-block text-sm font-medium underline underline-offset-2">
                  {link.label}
                </Link>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
