// Client addresses for the tests of limits and lockouts, sent as X-Forwarded-For to an app that
// trusts its proxy. Each file and engine counts in a /16 of its own, so buckets keyed by address
// never mix between tests that run at the same time.
import { expect } from "vitest";
import { json, uniqueEmail } from "./app.js";

/** A new address on each call: `${block}.0.1`, `${block}.0.2`, … (`block` is like "10.1"). */
export function addressesIn(block: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${block}.${Math.floor(n / 250)}.${n % 250}`;
  };
}

/** POST /auth/v1/token?grant_type=password as sent from `ip`. */
export function signInFrom(base: string, email: string, password: string, ip: string) {
  return json(`${base}/auth/v1/token?grant_type=password`, {
    method: "POST",
    body: JSON.stringify({ email, password }),
    headers: { "x-forwarded-for": ip },
  });
}

/** A real account signed up (and so signed in) from `home`, which becomes its known address. */
export async function accountFrom(base: string, home: string, prefix: string, password = "geheim123") {
  const email = uniqueEmail(prefix);
  const res = await json(`${base}/auth/v1/signup`, {
    method: "POST",
    body: JSON.stringify({ email, password }),
    headers: { "x-forwarded-for": home },
  });
  expect(res.status, res.text).toBe(200);
  return { email, password, home, id: res.body.user.id as string, token: res.body.access_token as string };
}
