// Whether this build talks to a hosted Supabase project instead of our own auth server, and what
// the account pages show then. The server holds only our data there (server/me/hosted-routes.ts):
// sessions and second-factor recovery belong to the project, and deleting needs a fresh sign-in
// because the password cannot be checked here. Pure on purpose: no client, no window, so it is
// unit-testable in Node; the components decide with it and call the API themselves.
import type { ApiClient } from "@shared/api/client";
import { ApiError, errorMessage } from "@shared/api/errors";
import type { HostedDeleteBody, HostedDeleted } from "@server/me/contracts";

/** The server's window for deleting after a sign-in (RECENT_SIGN_IN_SECONDS in hosted-routes.ts). */
export const RECENT_SIGN_IN_MINUTES = 15;

/**
 * True when the web app was built with VITE_SUPABASE_URL, like `hostedAuth` in server/config.ts.
 * Build-time: Vite inlines the value, so the branch for the other mode is dead code in the bundle.
 */
export function isHostedAuth(env: { readonly VITE_SUPABASE_URL?: string } = import.meta.env): boolean {
  return Boolean(env.VITE_SUPABASE_URL?.trim());
}

/** The sign-in service's host name for a sentence ("abc.supabase.co"); null when the URL is unusable. */
export function providerHost(url: string | undefined = import.meta.env.VITE_SUPABASE_URL): string | null {
  try {
    return url?.trim() ? new URL(url.trim()).hostname || null : null;
  } catch {
    return null;
  }
}

/** "beim Anmeldedienst (abc.supabase.co)" or, without a usable host, "beim Anmeldedienst". */
export function atProvider(host: string | null): string {
  return host ? `beim Anmeldedienst (${host})` : "beim Anmeldedienst";
}

export const HOSTED_MESSAGES = {
  sessions: (host: string | null) =>
    `Ihre Sitzungen werden ${atProvider(host)} verwaltet, bei dem Ihr Konto geführt wird, nicht in diesem Dienst. ` +
    "Hier melden Sie sich in diesem Browser ab; Ihre Sitzungen auf anderen Geräten sehen und beenden Sie dort.",
  mfaRecovery: (host: string | null) =>
    `Zweite Faktoren werden ${atProvider(host)} verwaltet, nicht in diesem Dienst: Wir können Ihnen keinen Code per E-Mail senden. ` +
    "Wenn Sie keinen Zugriff mehr auf Ihre Authenticator-App haben, wenden Sie sich an den Betreiber dieses Dienstes.",
  deleteRule:
    `Zu Ihrer Sicherheit geht das Löschen nur innert ${RECENT_SIGN_IN_MINUTES} Minuten nach einer Anmeldung. ` +
    "Liegt Ihre Anmeldung länger zurück, melden Sie sich zuerst erneut an.",
  deleteKeepsAccount: (host: string | null) =>
    `Ihr Konto selbst (E-Mail-Adresse, Passwort, Sitzungen) wird ${atProvider(host)} verwaltet. ` +
    "Es bleibt dort bestehen und kann nur dort gelöscht werden.",
  reauthenticate:
    `Ihre Anmeldung liegt mehr als ${RECENT_SIGN_IN_MINUTES} Minuten zurück. Es wurde nichts gelöscht. ` +
    "Bitte melden Sie sich erneut an; danach kommen Sie zu «Meine Daten» zurück.",
  deleted: "Ihre Daten in diesem Dienst wurden gelöscht.",
} as const;

/**
 * DELETE /api/me without a password (the hosted route ignores one and checks the sign-in's age
 * instead). Resolves with the server's German confirmation; throws the ApiError otherwise.
 */
export async function deleteHostedData(client: Pick<ApiClient, "json">): Promise<string> {
  const { message } = await client.json<HostedDeleted>("/api/me", { method: "DELETE", json: {} satisfies HostedDeleteBody });
  return message || HOSTED_MESSAGES.deleted;
}

/** What the delete dialog does with a refusal: offer a new sign-in, or show the message. */
export type DeleteFailure = { kind: "reauthenticate"; message: string } | { kind: "error"; message: string };

/**
 * Sorts the refusal of DELETE /api/me in hosted mode. Only `reauthentication_needed` gets the
 * sign-in offer: every other failure (network, 5xx) is not cured by signing in again.
 */
export function deleteFailure(error: unknown): DeleteFailure {
  if (error instanceof ApiError && error.code === "reauthentication_needed") {
    return { kind: "reauthenticate", message: HOSTED_MESSAGES.reauthenticate };
  }
  return { kind: "error", message: errorMessage(error) };
}
