import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Account } from "@/lib/api";
import { formatDate, formatDateTime } from "./format";

export function AccountSection({ account }: { account: Account }) {
  return (
    <Card aria-labelledby="konto-titel" role="region">
      <CardHeader>
        <CardTitle id="konto-titel" className="text-lg">
          Konto
        </CardTitle>
        <CardDescription>Diese Angaben speichern wir zu Ihrem Konto. Ihr Passwort speichern wir nur als Hash.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">E-Mail</dt>
          <dd className="break-all font-medium" data-testid="account-email">
            {account.email}
          </dd>
          <dt className="text-muted-foreground">Registriert seit</dt>
          <dd className="font-medium">{formatDate(account.createdAt)}</dd>
          <dt className="text-muted-foreground">Letzte Anmeldung</dt>
          <dd className="font-medium">{formatDateTime(account.lastSignInAt, "Noch nie")}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
