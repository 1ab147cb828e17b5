// Who is asking, and what they may do: Supabase's defaults with our policies in place of
// row-level security (decision 025). The service role may do everything. A signed-in user may
// read and write objects only in the buckets the operator configured for users
// (STORAGE_USER_BUCKETS), and only under "<user id>/". Anyone may read objects of public buckets
// through /object/public. Tokens are checked by the auth server's own verifier, never here.
import { decodeJwt } from "jose";
import type { AuthDeps } from "../auth/deps.js";
import { ADMIN_ROLES, requireAdmin, isServiceRoleKey } from "../auth/admin.js";
import { errors } from "./errors.js";
import { authenticate } from "../auth/authenticate.js";

export type Principal = { kind: "service"; id: string | null } | { kind: "user"; id: string } | { kind: "anon" };

export type Authenticate = (authorization: string | undefined) => Promise<Principal>;

export function principalResolver(auth: Pick<AuthDeps, "clock" | "config" | "db" | "keys" | "sessions" | "tokens">): Authenticate {
  return async (authorization) => {
    const match = /^bearer (\S+)$/i.exec(authorization ?? "");
    if (!match) return { kind: "anon" };
    const token = match[1];
    if (isServiceRoleKey(auth.config.auth.serviceRoleKey, token)) return { kind: "service", id: null };
    let role: unknown;
    let sub: unknown;
    try {
      ({ role, sub } = decodeJwt(token));
    } catch {
      // Not a JWT at all: a project's public anon key, as the official client sends before sign-in.
      return { kind: "anon" };
    }
    if (role === "anon") return { kind: "anon" };
    if (typeof role === "string" && ADMIN_ROLES.includes(role)) {
      await requireAdmin(auth, authorization);
      return { kind: "service", id: typeof sub === "string" ? sub : null };
    }
    const { user } = await authenticate(auth, authorization);
    return { kind: "user", id: user.id };
  };
}

export class Policy {
  constructor(readonly userBuckets: readonly string[]) {}

  isUserBucket(bucketId: string): boolean {
    return this.userBuckets.includes(bucketId);
  }

  /** Whether `who` may see this bucket at all (list, get, and any object in it). */
  seesBucket(who: Principal, bucketId: string): boolean {
    return who.kind === "service" || (who.kind === "user" && this.isUserBucket(bucketId));
  }

  /** Whether `who` may read or write the object `name` in `bucketId`. */
  ownsKey(who: Principal, bucketId: string, name: string): boolean {
    if (who.kind === "service") return true;
    return who.kind === "user" && this.isUserBucket(bucketId) && name.startsWith(`${who.id}/`);
  }

  /** The folder a user's listing is confined to ("" for the service role). */
  listRoot(who: Principal): string | null {
    if (who.kind === "service") return "";
    if (who.kind === "user") return `${who.id}/`;
    return null;
  }

  requireService(who: Principal): void {
    if (who.kind !== "service") throw errors.accessDenied();
  }
}
