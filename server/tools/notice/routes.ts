// POST /api/tools/notice-check: a privacy notice as JSON text or as one uploaded file; the answer is
// the check. Nothing is stored and the document's content is never logged: it lives only in this
// request's memory. Multipart is accepted here only (the app refuses it elsewhere); the bearer token
// a cross-site form cannot send is what keeps that safe.
import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { AuthService } from "../../auth/service.js";
import type { Clock } from "../../clock.js";
import { currentUser, requireUser } from "../../http/require-user.js";
import { ApiError, retryAfter } from "../../http/errors.js";
import { NOTICE_LIMITS } from "./limits.js";
import { noticeError } from "./errors.js";
import { extractText, tooLarge } from "./extract.js";
import { checkNotice } from "./check.js";

const provision = {
  type: "object",
  properties: {
    ref: { type: "string" },
    detail: { type: ["string", "null"] },
    title: { type: "string" },
    url: { type: "string" },
    stand: { type: "string" },
  },
} as const;

const responseSchema = {
  type: "object",
  required: ["source", "language", "characters", "score", "counts", "items"],
  properties: {
    source: { type: "object", properties: { kind: { type: "string" }, fileName: { type: ["string", "null"] } } },
    language: { type: "string" },
    characters: { type: "integer" },
    score: { type: "integer" },
    counts: { type: "object", properties: { found: { type: "integer" }, unclear: { type: "integer" }, missing: { type: "integer" } } },
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string" },
          label: { type: "string" },
          required: { type: "boolean" },
          status: { type: "string", enum: ["found", "unclear", "missing"] },
          reason: { type: "string" },
          quote: {
            anyOf: [
              { type: "null" },
              { type: "object", properties: { text: { type: "string" }, start: { type: "integer" }, end: { type: "integer" } } },
            ],
          },
          provisions: { type: "array", items: provision },
        },
      },
    },
  },
} as const;

export async function noticeRoutes(app: FastifyInstance, { auth, clock }: { auth: AuthService; clock: Clock }): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: NOTICE_LIMITS.fileBytes, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  app.post<{ Body: { text: string } | undefined }>(
    "/tools/notice-check",
    {
      preHandler: requireUser(auth),
      schema: {
        body: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["text"],
                properties: { text: { type: "string" } },
                additionalProperties: false,
              },
            },
          },
        },
        response: { 200: responseSchema },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      // Analysis is CPU work (PDF parsing): a per-user token bucket in the database, so that
      // several instances share one limit (TOOLS_RATE_LIMIT).
      const wait = await auth.limiter.consume(`tools:${user.id}`, auth.config.tools.rateLimit, clock.now());
      if (wait > 0) {
        throw new ApiError(
          429,
          "rate_limited",
          "Sie haben in kurzer Zeit sehr viele Prüfungen gestartet. Bitte warten Sie einen Moment.",
          {},
          retryAfter(wait),
        );
      }

      let text: string;
      let source: { kind: string; fileName: string | null };
      if (request.isMultipart()) {
        const file = await readUpload(request);
        const extracted = await extractText(file.buffer, file.fileName);
        text = extracted.text;
        source = { kind: extracted.kind, fileName: file.fileName.slice(0, 200) };
      } else {
        text = request.body?.text ?? "";
        source = { kind: "text", fileName: null };
      }
      text = text.replace(/\r\n?/g, "\n").replaceAll("\u0000", "");
      if (text.trim().length === 0)
        throw noticeError(400, "notice_empty", "Der Text ist leer. Bitte fügen Sie eine Datenschutzerklärung ein.");
      if (text.length > NOTICE_LIMITS.textChars) {
        throw noticeError(
          413,
          "notice_too_long",
          `Der Text ist zu lang (höchstens ${NOTICE_LIMITS.textChars.toLocaleString("de-CH")} Zeichen).`,
        );
      }
      return { source, ...checkNotice(text) };
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
  try {
    return { buffer: await part.toBuffer(), fileName: part.filename || "datei" };
  } catch (error) {
    throw uploadError(error);
  }
}

function uploadError(error: unknown): ApiError {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return noticeError(400, "file_missing", "Bitte genau eine Datei hochladen, ohne weitere Felder.");
  }
  return noticeError(400, "file_corrupt", "Der Upload konnte nicht gelesen werden.");
}
