// The admin endpoints under /auth/v1 ([auth] internal/api/api.go, the /admin routes and POST
// /invite): every one needs admin credentials (admin.ts), checked before the body is read.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { InOrder, Nullable } from "../http/contracts.js";
import { clientContext } from "../http/client.js";
import type { DeleteAccount } from "../db/account-deletion.js";
import { ApiError } from "../http/errors.js";
import { requireAdmin, type Admin } from "./admin.js";
import { generateLink } from "./admin-links.js";
import { adminUserJson, createUser, deleteFactor, deleteUser, listFactors, listUsers, loadUser, updateUser } from "./admin-users.js";
import { invite } from "./invite.js";
import { isAllowedRedirect, redirectTarget } from "./redirects.js";
import { authErrors, Empty, Factor, OptionalMetadata, OptionalString, RedirectQuery, User } from "./contracts.js";
import type { AuthDeps } from "./deps.js";
import { AUDIENCE } from "./tokens.js";

/** GoTrue's AdminListUsersResponse (without the experimental cursor pagination). */
const UserList = Type.Object({ users: Type.Array(User), aud: Type.String() });
/** GenerateLinkResponse: the user's fields and the link's (InOrder: the user's optional fields stay in place). */
const GeneratedLink = InOrder(
  Type.Object({
    ...User.properties,
    action_link: Type.String(),
    email_otp: Type.String(),
    hashed_token: Type.String(),
    verification_type: Type.String(),
    redirect_to: Type.String(),
  }),
);
const userResponse = { 200: User, ...authErrors };
const OptionalBoolean = Type.Optional(Nullable(Type.Boolean()));
// GoTrue reads a JSON null body as "no fields"; so do these.
const userBody = Nullable(
  Type.Object({
    id: OptionalString,
    aud: OptionalString,
    email: OptionalString,
    phone: OptionalString,
    password: OptionalString,
    password_hash: OptionalString,
    email_confirm: OptionalBoolean,
    phone_confirm: OptionalBoolean,
    user_metadata: OptionalMetadata,
    app_metadata: OptionalMetadata,
    role: OptionalString,
    ban_duration: OptionalString,
  }),
);
const deleteBody = Nullable(Type.Object({ should_soft_delete: OptionalBoolean }));
const generateLinkBody = Nullable(
  Type.Object({
    type: OptionalString,
    email: OptionalString,
    new_email: OptionalString,
    password: OptionalString,
    data: OptionalMetadata,
    redirect_to: OptionalString,
  }),
);
const inviteBody = Nullable(Type.Object({ email: OptionalString, data: OptionalMetadata }));
const idParams = Type.Object({ id: Type.String() });
const factorParams = Type.Object({ id: Type.String(), factorId: Type.String() });
const listQuery = Type.Object({
  page: Type.Optional(Type.String()),
  per_page: Type.Optional(Type.String()),
  filter: Type.Optional(Type.String({ maxLength: 255 })),
});

/** GoTrue's default page size (internal/api/pagination.go); the cap is ours: a page is built in memory. */
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

function pageNumber(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new ApiError(
      400,
      "validation_failed",
      `Bad Pagination Parameters: "${raw.slice(0, 20)}" must be a whole number from 1 to ${max}`,
    );
  }
  return Number(raw);
}

/** addPaginationHeaders: Link with rel="next" (when there is one) and rel="last", query keys sorted as Go's Encode does. */
function paginationLink(request: FastifyRequest, page: number, perPage: number, total: number): string {
  const url = new URL(request.url, "http://localhost");
  const totalPages = Math.ceil(total / perPage);
  const at = (value: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set("page", String(value));
    query.sort();
    return `<${url.pathname}?${query.toString()}>`;
  };
  return `${totalPages > page ? `${at(page + 1)}; rel="next", ` : ""}${at(totalPages)}; rel="last"`;
}

declare module "fastify" {
  interface FastifyRequest {
    admin?: Admin;
  }
}

export async function adminRoutes(
  parent: FastifyInstance,
  {
    auth,
    deleteAccount,
  }: {
    auth: Pick<AuthDeps, "clock" | "config" | "db" | "keys" | "limiter" | "mail" | "passwords" | "sessions" | "tokens">;
    deleteAccount: DeleteAccount;
  },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // onRequest: refused before the body is even parsed, so an outsider learns nothing from validation.
  app.addHook("onRequest", async (request) => {
    request.admin = await requireAdmin(auth, request.headers.authorization);
  });
  const adminOf = (request: FastifyRequest): Admin => request.admin!;
  const requestAud = (request: FastifyRequest) => (request.headers["x-jwt-aud"] as string | undefined) || AUDIENCE;

  app.get("/admin/users", { schema: { querystring: listQuery, response: { 200: UserList, ...authErrors } } }, async (request, reply) => {
    const page = pageNumber(request.query.page, 1, 1_000_000_000);
    const perPage = pageNumber(request.query.per_page, DEFAULT_PER_PAGE, MAX_PER_PAGE);
    const aud = requestAud(request);
    const { users, total } = await listUsers(auth, { page, perPage, aud, filter: request.query.filter ?? "" });
    reply.header("link", paginationLink(request, page, perPage, total));
    reply.header("x-total-count", String(total));
    return { users, aud };
  });

  app.post("/admin/users", { schema: { body: userBody, response: userResponse } }, async (request) =>
    createUser(auth, adminOf(request), request.body ?? {}, clientContext(request)),
  );

  app.get("/admin/users/:id", { schema: { params: idParams, response: userResponse } }, async (request) =>
    adminUserJson(auth.db, await loadUser(auth.db, request.params.id)),
  );

  app.put("/admin/users/:id", { schema: { params: idParams, body: userBody, response: userResponse } }, async (request) => {
    const user = await loadUser(auth.db, request.params.id);
    return updateUser(auth, adminOf(request), user, request.body ?? {}, clientContext(request));
  });

  app.delete(
    "/admin/users/:id",
    {
      schema: {
        params: idParams,
        body: deleteBody,
        response: { 200: Empty, ...authErrors },
      },
    },
    async (request) => {
      const user = await loadUser(auth.db, request.params.id);
      return deleteUser(auth, deleteAccount, user, request.body?.should_soft_delete === true);
    },
  );

  app.get(
    "/admin/users/:id/factors",
    { schema: { params: idParams, response: { 200: Type.Array(Factor), ...authErrors } } },
    async (request) => listFactors(auth, await loadUser(auth.db, request.params.id)),
  );

  app.delete(
    "/admin/users/:id/factors/:factorId",
    { schema: { params: factorParams, response: { 200: Factor, ...authErrors } } },
    async (request) => {
      const user = await loadUser(auth.db, request.params.id);
      return deleteFactor(auth, adminOf(request), user, request.params.factorId, clientContext(request));
    },
  );

  app.post(
    "/admin/generate_link",
    {
      schema: {
        body: generateLinkBody,
        querystring: RedirectQuery,
        response: { 200: GeneratedLink, ...authErrors },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      // GoTrue: the body's redirect_to when allowed, else the query's (GetReferrer), else SITE_URL.
      const fromBody = body.redirect_to && isAllowedRedirect(auth.config, body.redirect_to) ? body.redirect_to : null;
      const redirectTo = fromBody ?? redirectTarget(auth.config, request.query.redirect_to);
      return generateLink(auth, adminOf(request), { ...body, redirect_to: redirectTo }, clientContext(request));
    },
  );

  app.post(
    "/invite",
    {
      schema: {
        body: inviteBody,
        querystring: RedirectQuery,
        response: userResponse,
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const redirectTo = redirectTarget(auth.config, request.query.redirect_to);
      return invite(auth, adminOf(request), { email: body.email ?? "", data: body.data ?? null, redirectTo }, clientContext(request));
    },
  );
}
