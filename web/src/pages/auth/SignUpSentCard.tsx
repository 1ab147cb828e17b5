// After a sign-up that must confirm the address first (mailer_autoconfirm off): no session yet,
// the link in the mail signs the user in.
import { PageLayout } from "@/components/PageLayout";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BackToSignIn } from "./BackToSignIn";

export function SignUpSentCard({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <PageLayout className="flex w-full flex-1 items-center justify-center px-4 py-12 outline-none">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>Bitte E-Mail prüfen</h1>
          </CardTitle>
          <CardDescription>
            Wir haben einen Bestätigungslink an <span className="break-all font-medium text-foreground">{email}</span> geschickt. Öffnen Sie
            ihn in diesem Browser, um Ihr Konto zu bestätigen; danach sind Sie angemeldet.
          </CardDescription>
        </CardHeader>
        <BackToSignIn onBack={onBack} />
      </Card>
    </PageLayout>
  );
}
