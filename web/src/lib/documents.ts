// "Meine Dokumente": checked privacy notices and their reports, breach drafts and record exports,
// kept through `supabase.storage`'s own client (storage-js) against our /storage/v1 (decision 025),
// in the private bucket "dokumente". A notice under "<user id>/notices/<id>/": the document as
// "dokument.<ext>" (the user's file name can hold anything a key refuses; it stays in the reports) and
// one "bericht-<time>.json" per check; drafts and exports as kept-files.ts says. Imported only by
// lazily loaded pages and on demand, so the sign-in page never carries storage-js.
import { StorageClient } from "@supabase/storage-js";
import type { NoticeCheckResult } from "./api";
import { toReport, type KeptReport } from "./notice-reports";
import { KEPT_KINDS, keptContentType, keptFilePath, toKeptFiles, type KeptFile, type KeptFileKind } from "./kept-files";
import { errorMessage } from "@shared/api";
import { SUPABASE_ANON_KEY, SUPABASE_URL, supabase } from "./supabase";

/** The bucket the server creates at start-up (STORAGE_USER_BUCKETS' default). */
export const DOCUMENTS_BUCKET = "dokumente";

export interface KeptNotice {
  id: string;
  documentPath: string;
  documentSize: number;
  /** Oldest first; the last is the current one. */
  reports: KeptReport[];
}

/** A failure with a German message for the page (the storage client's own errors are English). */
export class DocumentsError extends Error {}

/** The text for the page: ours, the API's, or the generic one. */
export function documentsErrorMessage(error: unknown): string {
  return error instanceof DocumentsError ? error.message : errorMessage(error);
}

const base = SUPABASE_URL.endsWith("/") ? SUPABASE_URL : `${SUPABASE_URL}/`;

// Each request carries the current access token, as the full client's fetchWithAuth does.
const authorizedFetch: typeof fetch = async (input, init) => {
  const { data } = await supabase.auth.getSession();
  const headers = new Headers(init?.headers);
  headers.set("apikey", SUPABASE_ANON_KEY ?? "");
  if (data.session) headers.set("Authorization", `Bearer ${data.session.access_token}`);
  return fetch(input, { ...init, headers });
};

const bucket = () => new StorageClient(`${base}storage/v1`, {}, authorizedFetch).from(DOCUMENTS_BUCKET);

async function userId(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new DocumentsError("Bitte melden Sie sich erneut an.");
  return data.session.user.id;
}

function unwrap<T>(result: { data: T | null; error: unknown }): T {
  if (result.error || result.data === null) {
    throw new DocumentsError("Der Speicher für Ihre Dokumente ist nicht erreichbar. Bitte versuchen Sie es später erneut.");
  }
  return result.data;
}

const EXTENSIONS = ["pdf", "docx", "html", "htm", "txt"];

function documentName(fileName: string): string {
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  return `dokument.${EXTENSIONS.includes(extension) ? extension : "txt"}`;
}

const reportName = (report: KeptReport) => `bericht-${report.checkedAt.replace(/[:.]/g, "-")}.json`;

async function putReport(folder: string, report: KeptReport): Promise<void> {
  const body = new Blob([JSON.stringify(report, null, 2)], { type: "application/json" });
  unwrap(await bucket().upload(`${folder}/${reportName(report)}`, body, { contentType: "application/json" }));
}

/** Keeps the checked document (a pasted text as a TXT file) and its report; returns the new folder's id. */
export async function keepNotice(file: File, result: NoticeCheckResult, checkedAt = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  const folder = `${await userId()}/notices/${id}`;
  const contentType = file.type || "application/octet-stream";
  unwrap(await bucket().upload(`${folder}/${documentName(file.name)}`, file, { contentType }));
  await putReport(folder, toReport(result, file.name, checkedAt));
  return id;
}

export async function listNotices(): Promise<KeptNotice[]> {
  const root = `${await userId()}/notices`;
  const folders = unwrap(await bucket().list(root, { limit: 1000 })).filter((entry) => entry.id === null);
  const notices = await Promise.all(
    folders.map(async (folder): Promise<KeptNotice | null> => {
      const path = `${root}/${folder.name}`;
      const files = unwrap(await bucket().list(path, { limit: 1000 }));
      const document = files.find((file) => file.name.startsWith("dokument."));
      const reportFiles = files.filter((file) => file.name.startsWith("bericht-")).sort((a, b) => a.name.localeCompare(b.name));
      if (!document || reportFiles.length === 0) return null;
      const reports = await Promise.all(
        reportFiles.map(async (file) => JSON.parse(await unwrap(await bucket().download(`${path}/${file.name}`)).text()) as KeptReport),
      );
      return { id: folder.name, documentPath: `${path}/${document.name}`, documentSize: Number(document.metadata?.size ?? 0), reports };
    }),
  );
  return notices
    .filter((notice): notice is KeptNotice => notice !== null)
    .sort((a, b) => b.reports[b.reports.length - 1].checkedAt.localeCompare(a.reports[a.reports.length - 1].checkedAt));
}

/** The kept document as a file under the name it was uploaded with. */
export async function downloadDocument(notice: KeptNotice): Promise<File> {
  const blob = unwrap(await bucket().download(notice.documentPath));
  return new File([blob], notice.reports[notice.reports.length - 1].fileName, { type: blob.type });
}

/** A new version of the document takes the old one's place; the reports stay. */
export async function replaceDocument(notice: KeptNotice, file: File): Promise<void> {
  const path = `${await userId()}/notices/${notice.id}/${documentName(file.name)}`;
  unwrap(await bucket().upload(path, file, { contentType: file.type || "application/octet-stream", upsert: true }));
  if (path !== notice.documentPath) unwrap(await bucket().remove([notice.documentPath]));
}

/** Stores the new report beside the old ones. */
export async function addReport(notice: KeptNotice, report: KeptReport): Promise<void> {
  await putReport(`${await userId()}/notices/${notice.id}`, report);
}

export async function deleteNotice(notice: KeptNotice): Promise<void> {
  const folder = `${await userId()}/notices/${notice.id}`;
  const files = unwrap(await bucket().list(folder, { limit: 1000 }));
  unwrap(await bucket().remove(files.map((file) => `${folder}/${file.name}`)));
}

/** Keeps a tool's output (a breach draft, a record export) under its download name. */
export async function keepFile(kind: KeptFileKind, blob: Blob, fileName: string): Promise<void> {
  const path = keptFilePath(await userId(), kind, crypto.randomUUID(), fileName);
  unwrap(await bucket().upload(path, blob, { contentType: keptContentType(fileName) }));
}

/** Every kept draft and export, newest first (one list-v2 request per kind). */
export async function listFiles(): Promise<KeptFile[]> {
  const user = await userId();
  const kinds = Object.keys(KEPT_KINDS) as KeptFileKind[];
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const result = unwrap(await bucket().listV2({ prefix: `${user}/${KEPT_KINDS[kind].folder}/`, limit: 1000 }));
      return toKeptFiles(kind, user, result.objects);
    }),
  );
  return lists.flat().sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

export async function downloadFile(file: KeptFile): Promise<File> {
  const blob = unwrap(await bucket().download(file.path));
  return new File([blob], file.name, { type: blob.type });
}

export async function deleteFile(file: KeptFile): Promise<void> {
  unwrap(await bucket().remove([file.path]));
}
