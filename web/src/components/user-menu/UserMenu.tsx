// The menu under the user's e-mail address in the header. Loaded lazily by the header, so the
// sign-in page does not carry Radix's menu code.
import { ChevronDown, FileText, FolderOpen, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSignOut } from "./use-sign-out";

export default function UserMenu({ email }: { email: string }) {
  const { busy, signOut } = useSignOut();

  return (
    // Not modal: a modal menu locks scrolling with an injected <style>, which the CSP blocks.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="min-w-0 max-w-full shrink font-normal text-muted-foreground" title={email}>
          <span className="truncate">{email}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/meine-daten">
            <UserRound aria-hidden="true" />
            Meine Daten
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/meine-dokumente">
            <FolderOpen aria-hidden="true" />
            Meine Dokumente
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/datenschutz">
            <FileText aria-hidden="true" />
            Datenschutzerklärung
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={busy} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Abmelden
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
