import { AiNotice } from "@/components/AiNotice";
import { InfoCards } from "@/components/InfoCards";
import { PageLayout } from "@/components/PageLayout";
import { WebchatFrame } from "@/components/WebchatFrame";

export default function HomePage() {
  return (
    <PageLayout>
      <div className="flex flex-col gap-10">
        <section aria-labelledby="hero-title" className="max-w-3xl">
          <h1 id="hero-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Ihr Assistent für den Schweizer Datenschutz
          </h1>
          <p className="mt-4 text-lg text-muted-foreground text-pretty">
            Stellen Sie Ihre Fragen zu Datenschutz und Aufsicht in der Schweiz. Der Assistent antwortet auf Deutsch und stützt sich auf die
            geltenden Gesetze und die Praxis der Behörden.
          </p>
        </section>
        <InfoCards />
        <section aria-labelledby="chat-title" className="flex flex-col gap-4">
          <h2 id="chat-title" className="text-xl font-semibold tracking-tight">
            Fragen Sie den Assistenten
          </h2>
          <AiNotice />
          <WebchatFrame />
        </section>
      </div>
    </PageLayout>
  );
}
