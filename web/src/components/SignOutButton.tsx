import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/components/user-menu/use-sign-out";

export function SignOutButton() {
  const { busy, signOut } = useSignOut();
  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={busy}>
      <LogOut aria-hidden="true" />
      Abmelden
    </Button>
  );
}
