// The quiet way back from a side card (password forgotten, confirmation sent) to the sign-in form.
import { Button } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";

export function BackToSignIn({ onBack }: { onBack: () => void }) {
  return (
    <CardFooter className="justify-center">
      <Button
        type="button"
        variant="link"
        className="h-auto px-0 whitespace-normal text-muted-foreground hover:text-foreground"
        onClick={onBack}
      >
        Zurück zur Anmeldung
      </Button>
    </CardFooter>
  );
}
