// The product guard over any UserVerifier (decision 028): what it lets through, what it refuses,
// and that a handler reads the user the verifier returned. The verifier here is one of ours in a
// few lines, as a domain would write it; the integration tests run the real ones.
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./errors.js";
import { installErrorHandler } from "./plumbing.js";
import { requireUser, type Guard, type UserVerifier } from "./require-user.js";

interface Member {
  user: { id: string; name: string };
  session: { aal: string };
}

/** Bearer tokens "<id>:<aal>:<factor>"; anything else is an auth error of the given status. */
function verifier(failure: ApiError | null = null): UserVerifier<Member> {
  return {
    async authenticate(authorization) {
      if (failure) throw failure;
      const [id, aal, factor] = (authorization ?? "").replace(/^Bearer /, "").split(":");
      if (!id) throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
      return { user: { id, name: `${factor === "factor" ? "with" : "without"} factor` }, session: { aal } };
    },
    async hasVerifiedFactor(current) {
      return current.user.name === "with factor";
    },
  };
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function serve(guard: Guard<Member>, reader: Guard<Member> = guard) {
  app = Fastify();
  installErrorHandler(app, "api");
  app.get("/who", { preHandler: guard }, async (request) => reader.user(request));
  await app.ready();
  return async (authorization?: string) => {
    const response = await app!.inject({ method: "GET", url: "/who", headers: authorization ? { authorization } : {} });
    return { status: response.statusCode, body: response.json() };
  };
}

describe("requireUser", () => {
  it("hands the handler the user its verifier returned", async () => {
    const get = await serve(requireUser(verifier()));
    expect(await get("Bearer u1:aal1:none")).toEqual({
      status: 200,
      body: { user: { id: "u1", name: "without factor" }, session: { aal: "aal1" } },
    });
  });

  it("refuses every auth error below 500 as 401 in German, and lets a verifier's 5xx through", async () => {
    expect((await (await serve(requireUser(verifier())))()).body).toEqual({
      error: { code: "unauthorized", message: "Bitte melden Sie sich an." },
    });
    const expired = new ApiError(403, "session_expired", "Session is no longer valid");
    expect(await (await serve(requireUser(verifier(expired))))("Bearer x")).toMatchObject({
      status: 401,
      body: { error: { code: "unauthorized" } },
    });
    const down = new ApiError(503, "auth_provider_unavailable", "Der Anmeldedienst ist nicht erreichbar.");
    expect(await (await serve(requireUser(verifier(down))))("Bearer x")).toMatchObject({
      status: 503,
      body: { error: { code: "auth_provider_unavailable" } },
    });
  });

  it("asks for the second factor of an aal1 session of a user who has one, unless the route allows aal1", async () => {
    const strict = await serve(requireUser(verifier()));
    expect(await strict("Bearer u2:aal1:factor")).toMatchObject({ status: 403, body: { error: { code: "mfa_required" } } });
    expect((await strict("Bearer u2:aal2:factor")).status).toBe(200);
    const lenient = await serve(requireUser(verifier(), { allowAal1: true }));
    expect((await lenient("Bearer u2:aal1:factor")).status).toBe(200);
  });

  it("knows only the requests it let through: another guard's user is a 401", async () => {
    const get = await serve(requireUser(verifier()), requireUser(verifier()));
    expect(await get("Bearer u1:aal1:none")).toMatchObject({ status: 401, body: { error: { code: "unauthorized" } } });
  });
});
