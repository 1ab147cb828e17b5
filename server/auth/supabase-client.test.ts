// The unmodified official client against our server: every flow, its events and its errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthChangeEvent, type SupabaseClient } from "@supabase/supabase-js";
import { ENGINES, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { officialClient } from "../../tests/support/client.js";

/** Resolves when the client emits `event`: subscribe before the action that causes it. */
function emitted(client: SupabaseClient, event: AuthChangeEvent, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms`)), timeoutMs);
    const { data } = client.auth.onAuthStateChange((seen) => {
      if (seen !== event) return;
      clearTimeout(timer);
      // Next tick: `data` is not assigned yet if auth-js calls back while subscribing.
      queueMicrotask(() => data.subscription.unsubscribe());
      resolve();
    });
  });
}

describe.each(ENGINES)("@supabase/supabase-js against our server on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60" } });
  });
  afterAll(() => t.close());

  const client = () => officialClient(t.url);

  it("signs up, refreshes, updates and signs out, emitting the events", async () => {
    const supabase = client();
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const email = uniqueEmail();
    const signUp = await supabase.auth.signUp({ email, password: "geheim123", options: { emailRedirectTo: "http://localhost" } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.user.email).toBe(email);
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const updated = await supabase.auth.updateUser({ data: { firma: "Muster AG" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.firma).toBe("Muster AG");
    const user = await supabase.auth.getUser();
    expect(user.data.user?.id).toBe(signUp.data.user?.id);
    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(signUp.data.user?.id);
    const signedOut = emitted(supabase, "SIGNED_OUT");
    expect((await supabase.auth.signOut({ scope: "global" })).error).toBeNull();
    await signedOut;
    expect(events).toEqual(expect.arrayContaining(["SIGNED_IN", "TOKEN_REFRESHED", "USER_UPDATED", "SIGNED_OUT"]));
    const again = await supabase.auth.signInWithPassword({ email, password: "geheim123" });
    expect(again.error).toBeNull();
    expect(again.data.session?.access_token).toBeTruthy();
  });

  it("surfaces GoTrue's codes and messages", async () => {
    const supabase = client();
    const email = uniqueEmail();
    await supabase.auth.signUp({ email, password: "geheim123" });
    const dup = await client().auth.signUp({ email, password: "geheim123" });
    expect(dup.error?.code).toBe("user_already_exists");
    expect(dup.error?.message).toMatch(/^User already registered/);
    expect(dup.error?.status).toBe(422);
    const weak = await client().auth.signUp({ email: uniqueEmail(), password: "123" });
    expect(weak.error?.name).toBe("AuthWeakPasswordError");
    expect(weak.error?.message).toBe("Password should be at least 6 characters.");
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(["length"]);
    const bad = await client().auth.signInWithPassword({ email, password: "falsch123" });
    expect(bad.error?.code).toBe("invalid_credentials");
    expect(bad.error?.message).toBe("Invalid login credentials");
    const invalid = await client().auth.signUp({ email: "kein-email", password: "geheim123" });
    expect(invalid.error?.message).toBe("Unable to validate email address: invalid format");
  });

  it("treats a session ended elsewhere as signed out", async () => {
    const email = uniqueEmail();
    const a = client();
    const b = client();
    await a.auth.signUp({ email, password: "geheim123" });
    await b.auth.signInWithPassword({ email, password: "geheim123" });
    await a.auth.signOut({ scope: "global" });
    const signedOut = emitted(b, "SIGNED_OUT");
    const res = await b.auth.getUser();
    expect(res.error?.name).toBe("AuthSessionMissingError");
    await signedOut;
  });
});
