// POST /api/tools/notice-check: a privacy notice as JSON text or as one uploaded file; the answer is
// the check. Nothing is stored and the document's content is never logged: it lives only in this
// request's memory. Multipart is accepted here only (the app refuses it elsewhere); the bearer token
// a cross-site form cannot send is what keeps that safe.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { apiErrors } from "../../http/contracts.js";
import { NoticeCheck, NoticeText } from "./contracts.js";
import multipart from "@fastify/multipart";
import type { Clock } from "../../clock.js";
import type { Guard } from "../../http/require-user.js";
import type { RateLimiter } from "../../limits/rate-limiter.js";
import type { RateLimit } from "../../config.js";
import { ApiError, retryAfter } from "../../http/errors.js";
import { NOTICE_LIMITS } from "./limits.js";
import { noticeError, tooLarge, tooLong } from "./errors.js";
import type { DocumentParser } from "./parse-pool.js";
import type { Analysed } from "./analyse.js";
import { rulesOnly, runSecondPass } from "./second-pass.js";
import type { LlmSettings } from "../../answer/llm.js";

export async function noticeRoutes(
  parent: FastifyInstance,
  {
    guard,
    clock,
    limiter,
    rateLimit,
    parser,
    llm = null,
  }: { guard: Guard; clock: Clock; limiter: RateLimiter; rateLimit: RateLimit; parser: DocumentParser; llm?: LlmSettings | null },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: NOTICE_LIMITS.fileBytes, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  // The body schema is per content type, which the type provider cannot see through: the contract names it.
  app.post<{ Body: NoticeText | undefined }>(
    "/tools/notice-check",
    {
      preHandler: guard,
      schema: {
        body: { content: { "application/json": { schema: NoticeText } } },
        response: { 200: NoticeCheck, ...apiErrors },
      },
    },
    async (request) => {
      const { user } = guard.user(request);
      // Analysis is CPU work (PDF parsing): a per-user token bucket in the database, so that
      // several instances share one limit (TOOLS_RATE_LIMIT). Consumed before parsing: a file
      // that hits a parse limit counts too.
      const wait = await limiter.consume(`tools:${user.id}`, rateLimit, clock.now());
      if (wait > 0) {
        throw new ApiError(
          429,
          "rate_limited",
          "Sie haben in kurzer Zeit sehr viele Prüfungen gestartet. Bitte warten Sie einen Moment.",
          {},
          retryAfter(wait),
        );
      }

      let analysed: Analysed;
      let fileName: string | null = null;
      if (request.isMultipart()) {
        const file = await readUpload(request);
        fileName = file.fileName.slice(0, 200);
        // Parsing and the rules run in a worker thread, with limits on time, memory and size (parse-pool.ts).
        analysed = await parser.analyse({ kind: "file", bytes: file.buffer, fileName: file.fileName });
      } else {
        const pasted = request.body?.text ?? "";
        // Not even copied to a worker when it could never come within the limit (limits.ts).
        if (pasted.length > NOTICE_LIMITS.rawTextChars) throw tooLong();
        analysed = await parser.analyse({ kind: "text", text: pasted });
      }
      const { text, result } = analysed;
      const source = { kind: analysed.kind, fileName };
      // The rules always decide first; a configured model may only add found passages (second-pass.ts).
      if (!llm) return { source, ...rulesOnly(result) };
      const outcome = await runSecondPass(llm, text, result, {
        onFailure: (kind) => request.log.warn({ kind }, "notice check: second pass failed, rule result kept"),
      });
      return { source, ...outcome };
    },
  );
}

async function readUpload(request: import("fastify").FastifyRequest): Promise<{ buffer: Buffer; fileName: string }> {
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw noticeError(400, "file_missing", "Es wurde keine Datei hochgeladen.");
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  // The size limit normally throws above; when the limit and the end of the stream meet, busboy may
  // only mark the file as cut short. A cut file is too large, never a shorter document.
  if (part.file.truncated) throw tooLarge();
  return { buffer, fileName: part.filename || "datei" };
}

function uploadError(error: unknown): ApiError {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return noticeError(400, "file_missing", "Bitte genau eine Datei hochladen, ohne weitere Felder.");
  }
  return noticeError(400, "file_corrupt", "Der Upload konnte nicht gelesen werden.");
}
