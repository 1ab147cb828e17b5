// The web app's deletion in hosted mode (web/src/lib/hosted-auth.ts) against a real product server
// built for a hosted Supabase project: the call the dialog makes carries no password, a sign-in
// older than 15 minutes is refused and sorted into "sign in again" with nothing deleted, and a
// fresh one deletes our data and returns the server's German confirmation.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { ENGINES, startTestApp, type TestApp } from "../support/app.js";

// The web modules through vitest's aliases: they are typed by web/tsconfig.json (paths,
// vite/client), which this project's tsconfig cannot resolve, so only the parts used are declared.
type Client = { json<T>(path: string, options?: { method?: string; json?: unknown }): Promise<T> };
const WEB_CLIENT = "@shared/api/client";
const WEB_HOSTED = "@/lib/hosted-auth";
const { createApiClient } = (await import(/* @vite-ignore */ WEB_CLIENT)) as {
  createApiClient(config: { baseUrl: string; token: () => Promise<string | null> }): Client;
};
const { deleteFailure, deleteHostedData, HOSTED_MESSAGES } = (await import(/* @vite-ignore */ WEB_HOSTED)) as {
  deleteFailure(error: unknown): { kind: string; message: string };
  deleteHostedData(client: Client): Promise<string>;
  HOSTED_MESSAGES: { reauthenticate: string };
};

const SECRET = crypto.randomBytes(32).toString("base64url");
// Never contacted: aal2 tokens skip the factor lookup at the project.
const PROJECT = "https://projekt.example.ch";

/** A token as the project signs it (HS256), recording a sign-in `ageSeconds` ago. */
function token(sub: string, ageSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    role: "authenticated",
    aal: "aal2",
    session_id: crypto.randomUUID(),
    email: "hosted@example.ch",
    amr: [{ method: "password", timestamp: now - ageSeconds }],
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(`${PROJECT}/auth/v1`)
    .setAudience("authenticated")
    .setSubject(sub)
    .setIssuedAt(now - ageSeconds)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(SECRET));
}

for (const engine of ENGINES) {
  describe(`hosted deletion from the web app (${engine})`, () => {
    let product: TestApp;
    beforeAll(async () => {
      product = await startTestApp(engine, { env: { VITE_SUPABASE_URL: PROJECT, SUPABASE_JWT_SECRET: SECRET } });
    });
    afterAll(async () => {
      await product?.close();
    });

    const clientFor = (accessToken: string) => createApiClient({ baseUrl: product.url, token: async () => accessToken });
    const userRow = (sub: string) => product.database.db.selectFrom("users").select("id").where("id", "=", sub).execute();

    it("refuses a sign-in older than 15 minutes as 'sign in again' and deletes nothing", async () => {
      const sub = crypto.randomUUID();
      const stale = await token(sub, 16 * 60);
      // The anchor row exists once the user has used the API.
      expect((await clientFor(stale).json<{ id: string }>("/api/me")).id).toBe(sub);
      const refused = await deleteHostedData(clientFor(stale)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(deleteFailure(refused)).toEqual({ kind: "reauthenticate", message: HOSTED_MESSAGES.reauthenticate });
      expect(await userRow(sub)).toEqual([{ id: sub }]);
    });

    it("deletes our data after a fresh sign-in, without a password, and says the account stays", async () => {
      const sub = crypto.randomUUID();
      const fresh = await token(sub, 60);
      await clientFor(fresh).json("/api/me");
      const message = await deleteHostedData(clientFor(fresh));
      expect(message).toContain("Ihre Daten in diesem Dienst wurden gelöscht");
      expect(message).toContain("nur dort gelöscht");
      expect(await userRow(sub)).toEqual([]);
    });
  });
}
