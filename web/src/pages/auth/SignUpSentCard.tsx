// After a sign-up that must confirm the address first (mailer_autoconfirm off): no session yet,
// the link in the mail signs the user in.
import { CenteredCardPage } from "@/components/CenteredCardPage";
import { BackToSignIn } from "./BackToSignIn";

export function SignUpSentCard({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <CenteredCardPage
      title="Bitte E-Mail prüfen"
      description={
        <>
          Wir haben einen Bestätigungslink an <span className="break-all font-medium text-foreground">{email}</span> geschickt. Öffnen Sie
          ihn in diesem Browser, um Ihr Konto zu bestätigen; danach sind Sie angemeldet.
        </>
      }
    >
      <BackToSignIn onBack={onBack} />
    </CenteredCardPage>
  );
}
