import { AiNotice } from "@/components/AiNotice";
import { InfoCards } from "@/components/InfoCards";
import { PageLayout } from "@/components/PageLayout";
import { WebchatFrame } from "@/components/WebchatFrame";

// The chat's input must be in view on arrival (1280×800 and 375 px wide): on wide screens the chat
// takes the right column beside the introduction; on narrow ones it follows the title, and the
// notice and the cards come after it. The DOM keeps the reading order (title, notice, topics,
// chat); only the visual order changes, and nothing in the cards takes focus. On a phone the title
// and the frame share the first screen: the frame fills what the title leaves (decision 022).
export default function HomePage() {
  return (
    <PageLayout className="mx-auto w-full max-w-6xl flex-1 px-4 pt-3 pb-6 outline-none sm:px-6 sm:pt-6 lg:py-8">
      <div className="grid gap-3 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_36rem] xl:grid-cols-[minmax(0,1fr)_40rem] lg:items-start lg:gap-10">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <section aria-labelledby="hero-title" className="order-1">
            <h1 id="hero-title" className="text-xl font-semibold tracking-tight text-balance sm:text-3xl lg:text-4xl">
              Ihr Assistent für den Schweizer Datenschutz
            </h1>
            <p className="mt-4 text-lg text-muted-foreground text-pretty max-sm:sr-only">
              Stellen Sie Ihre Fragen zu Datenschutz und Aufsicht in der Schweiz. Der Assistent antwortet auf Deutsch und stützt sich auf
              die geltenden Gesetze und die Praxis der Behörden.
            </p>
          </section>
          <div className="order-3">
            <AiNotice />
          </div>
          <div className="order-3">
            <InfoCards />
          </div>
        </div>
        <section aria-labelledby="chat-title" className="order-2 flex flex-col gap-3">
          {/* On a phone the frame's own title bar names the chat; the heading stays for screen readers. */}
          <h2 id="chat-title" className="text-xl font-semibold tracking-tight max-sm:sr-only">
            Fragen Sie den Assistenten
          </h2>
          <WebchatFrame />
        </section>
      </div>
    </PageLayout>
  );
}
