// Features GoTrue has and we deliberately switch off (no SSO/SAML, no external OAuth or OIDC
// providers, no identity linking, no Web3). The official client must see GoTrue's own answer for
// a disabled feature (status, code and message from [auth] internal/api: middleware.go
// requireSAMLEnabled/requireManualLinkingEnabled, external.go, token_oidc.go, web3.go), so that
// it and our web app show "not available" rather than a confusing 404 or 500.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { authErrors } from "./contracts.js";
import { ApiError } from "../http/errors.js";
import type { AuthDeps } from "./deps.js";
import { authenticate } from "./authenticate.js";

/** These routes only ever refuse: GoTrue's error, never a success (route-contracts.test.ts knows them). */
const refusals = { schema: { response: authErrors } };

// Providers GoTrue knows ([auth] internal/conf/configuration.go, Provider in external.go): for
// these it answers "provider is not enabled", for any other name "could not be found".
const KNOWN_PROVIDERS = new Set([
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "kakao",
  "keycloak",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "snapchat",
  "twitch",
  "twitter",
  "x",
  "workos",
  "zoom",
  "vercel_marketplace",
]);

// id_token issuers of GoTrue's built-in OIDC providers ([auth] internal/api/provider/*.go).
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: "https://appleid.apple.com",
  google: "https://accounts.google.com",
  facebook: "https://www.facebook.com",
  kakao: "https://kauth.kakao.com",
  snapchat: "https://accounts.snapchat.com",
  vercel_marketplace: "https://marketplace.vercel.com",
};

/** POST /token?grant_type=id_token|web3: both are always refused, as GoTrue does when disabled. */
export function refuseDisabledGrant(grant: string, body: Record<string, unknown>): void {
  if (grant === "web3") throw new ApiError(422, "web3_provider_disabled", "Web3 provider is disabled");
  if (grant !== "id_token") return;
  const provider = typeof body.provider === "string" ? body.provider : "";
  const issuerParam = typeof body.issuer === "string" ? body.issuer : "";
  const known = Object.entries(ID_TOKEN_ISSUERS).find(([name, issuer]) => name === provider || issuer === issuerParam);
  if (known) throw new ApiError(400, "provider_disabled", `Provider (issuer "${known[1]}") is not enabled`);
  if (provider === "keycloak" || provider === "azure") throw new ApiError(400, "provider_disabled", `Provider (issuer "") is not enabled`);
  if (provider.startsWith("custom:")) throw new ApiError(400, "validation_failed", "Custom OAuth providers are disabled");
  throw new ApiError(400, "validation_failed", `Custom OIDC provider "${provider}" not allowed`);
}

export async function disabledRoutes(
  parent: FastifyInstance,
  options: { auth: Pick<AuthDeps, "clock" | "config" | "db" | "sessions" | "tokens"> },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;

  app.post("/sso", refusals, async () => {
    throw new ApiError(404, "saml_provider_disabled", "SAML 2.0 is disabled");
  });

  app.get(
    "/authorize",
    { schema: { querystring: Type.Object({ provider: Type.Optional(Type.String()) }), response: authErrors } },
    async (request) => {
      const name = (request.query.provider ?? "").toLowerCase();
      const reason = KNOWN_PROVIDERS.has(name) ? "provider is not enabled" : `Provider ${name} could not be found`;
      throw new ApiError(400, "validation_failed", `Unsupported provider: ${reason}`);
    },
  );

  // GoTrue authenticates /user/* first, then refuses linking: a stranger gets the 401.
  const linkingDisabled = async (request: { headers: { authorization?: string } }) => {
    await authenticate(auth, request.headers.authorization);
    throw new ApiError(404, "manual_linking_disabled", "Manual linking is disabled");
  };
  app.get("/user/identities/authorize", refusals, linkingDisabled);
  app.delete("/user/identities/:id", refusals, linkingDisabled);
}
