// The server's architecture as rules (issue 27, docs/decisions/027-layers.md). `npm run lint:deps`
// checks them; `npm run lint` and so CI run it. Layers, lowest first; each may import only below:
//
//   foundation  server/{clock,config,paths,private-files}.ts, server/env/, server/wire/ (wire types)
//   http        server/http/: body parsing, errors, conventions, the guard's interface; no domain
//   db          server/db/: Kysely, schema, migrations; server/limits/: buckets in the database
//   domains     mail < knowledge < search < answer < chat;  mail < auth < me;  auth < storage;  tools; privacy; web
//   composition server/app.ts (builds everything), server/main.ts, server/shutdown.ts
//
// Evaluation, training and tuning (tooling/) may use any layer; production code never imports them,
// nor tests/. Migrations are frozen: they import nothing of ours but other migrations.

/** Tooling that runs beside the server, never inside it: tooling/ (evaluation, training, tuning, checks). */
const TOOLING = ["^tooling/", "^server/knowledge/fedlex/fetch-cli\\.ts$"];
const TESTS = ["\\.test\\.tsx?$", "^tests/"];
const NOT_PRODUCTION = [...TOOLING, ...TESTS];

const FOUNDATION = "^server/(clock|config|paths|private-files)\\.ts$|^server/(env|wire)/";
const DOMAIN = "^server/(auth|mail|knowledge|search|answer|chat|me|privacy|tools|storage|web)/";
const COMPOSITION = "^server/(app|main|shutdown)\\.ts$";

/** A domain may not import the domains named here (they sit above it or beside it). */
const DOMAIN_ORDER = {
  mail: "auth|knowledge|search|answer|chat|me|privacy|tools|web|storage",
  knowledge: "auth|mail|search|answer|chat|me|privacy|tools|web|storage",
  search: "auth|mail|answer|chat|me|privacy|tools|web|storage",
  answer: "auth|mail|chat|me|privacy|tools|web|storage",
  chat: "auth|mail|me|privacy|tools|web|storage",
  auth: "knowledge|search|answer|chat|me|privacy|tools|web|storage",
  me: "privacy|tools|web|storage",
  tools: "auth|mail|chat|me|privacy|web|storage",
  privacy: "auth|mail|knowledge|search|answer|chat|me|tools|web|storage",
  storage: "mail|knowledge|search|answer|chat|me|privacy|tools|web",
  web: "auth|mail|knowledge|search|answer|chat|me|privacy|tools|storage",
};

const domainRules = Object.entries(DOMAIN_ORDER).map(([domain, above]) => ({
  name: `domain-${domain}-points-down`,
  comment: `${domain}/ may not import ${above.split("|").join(", ")}.`,
  severity: "error",
  from: { path: `^server/${domain}/`, pathNot: NOT_PRODUCTION },
  to: { path: `^server/(${above})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "No import cycles.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "foundation-imports-nothing-above",
      comment: "Clock, configuration, paths, env files and wire types are the lowest layer.",
      severity: "error",
      from: { path: FOUNDATION, pathNot: TESTS },
      to: { path: "^server/", pathNot: FOUNDATION },
    },
    {
      name: "wire-types-import-typebox-only",
      comment: "server/wire/ is read by the web's type check (`import type`): it imports TypeBox and its own files only (decision 029).",
      severity: "error",
      from: { path: "^server/wire/" },
      to: { pathNot: ["node_modules/@sinclair/typebox/", "^server/wire/"] },
    },
    {
      name: "http-knows-no-domain",
      comment:
        "http/ holds conventions, errors and the guard's interface (UserVerifier); domains plug into it and implement it (decision 028).",
      severity: "error",
      from: { path: "^server/http/", pathNot: TESTS },
      to: { path: [DOMAIN, COMPOSITION, "^server/(db|limits)/"] },
    },
    {
      name: "db-knows-no-domain",
      comment: "The database layer serves every domain and knows none.",
      severity: "error",
      from: { path: "^server/(db|limits)/", pathNot: TESTS },
      to: { path: [DOMAIN, COMPOSITION, "^server/http/"] },
    },
    {
      name: "limits-above-db-only",
      comment: "The database layer does not use the limiter built on it.",
      severity: "error",
      from: { path: "^server/db/" },
      to: { path: "^server/limits/" },
    },
    {
      name: "migrations-are-frozen",
      comment: "A migration is a snapshot: it imports no live code, so changing that code never changes it.",
      severity: "error",
      from: { path: "^server/db/migrations/", pathNot: TESTS },
      to: { path: "^server/", pathNot: "^server/db/migrations/" },
    },
    ...domainRules,
    {
      name: "only-composition-imports-app",
      comment: "app.ts composes the domains; nothing below it reaches back.",
      severity: "error",
      from: { path: "^server/", pathNot: [COMPOSITION, ...TESTS] },
      to: { path: COMPOSITION },
    },
    {
      name: "production-never-imports-tests",
      severity: "error",
      from: { path: "^server/", pathNot: TESTS },
      to: { path: "^tests/" },
    },
    {
      name: "production-never-imports-tooling",
      comment: "Evaluation, training and tuning code is not part of the running server.",
      severity: "error",
      from: { path: "^server/", pathNot: NOT_PRODUCTION },
      to: { path: TOOLING },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^dist/", "^web/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
