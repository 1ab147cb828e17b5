// The product API on our own server: bearer token from the session, German error messages.
import { supabase } from "./supabase";

export const API_MESSAGES = {
  unknown: "Ein Fehler ist aufgetreten.",
  network: "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  signedOut: "Bitte melden Sie sich an.",
} as const;

/** An error with a message that can be shown as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : API_MESSAGES.unknown;
}

export interface PrivacyInfo {
  operator: { name: string; contact: string };
  languageModel: { endpoint: string; model: string } | null;
  disclosureAbroad: string | null;
  retention: { conversationsDays: number; auditLogDays: number };
}

export interface Account {
  id: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface AccountSession {
  id: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export type NoticeStatus = "found" | "unclear" | "missing";

export interface NoticeCheckResult {
  source: { kind: string; fileName: string | null };
  language: "de" | "fr" | "en";
  characters: number;
  score: number;
  counts: Record<NoticeStatus, number>;
  items: {
    id: string;
    label: string;
    required: boolean;
    status: NoticeStatus;
    reason: string;
    quote: { text: string; start: number; end: number } | null;
    provisions: { ref: string; detail: string | null; title: string; url: string; stand: string }[];
  }[];
}

function noticeForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
}

async function accessToken(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new ApiError(401, "unauthorized", API_MESSAGES.signedOut);
  return data.session.access_token;
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body.error ?? {};
    if (typeof message === "string" && message !== "") {
      return new ApiError(response.status, typeof code === "string" ? code : "error", message);
    }
  } catch {
    // Not our JSON (a proxy's error page, say): the generic message below.
  }
  return new ApiError(response.status, "error", API_MESSAGES.unknown);
}

async function request(path: string, init: RequestInit & { auth?: boolean } = {}): Promise<Response> {
  const { auth = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (auth) headers.set("Authorization", `Bearer ${await accessToken()}`);
  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers, cache: "no-store" });
  } catch {
    throw new ApiError(0, "network", API_MESSAGES.network);
  }
  if (response.ok) return response;
  const error = await failure(response);
  // The server no longer knows this session (ended elsewhere): forget it here too; the routes
  // then lead to the sign-in page.
  if (auth && response.status === 401) await supabase.auth.signOut({ scope: "local" });
  throw error;
}

async function json<T>(path: string, init?: RequestInit & { auth?: boolean }): Promise<T> {
  const response = await request(path, init);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, "invalid_response", API_MESSAGES.unknown);
  }
}

/** The file name from a Content-Disposition header, if it has a plain one. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"\\/]+)"/);
  return match ? match[1] : null;
}

export const api = {
  privacy: () => json<PrivacyInfo>("/api/privacy", { auth: false }),
  account: () => json<Account>("/api/me"),
  sessions: async () => (await json<{ sessions: AccountSession[] }>("/api/me/sessions")).sessions,
  endSession: async (id: string) => {
    await request(`/api/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
  },
  /** The export as a file; the whole body is read, so a broken stream fails here, not in the file. */
  exportData: async (): Promise<{ blob: Blob; fileName: string }> => {
    const response = await request("/api/me/export");
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch {
      throw new ApiError(0, "network", API_MESSAGES.network);
    }
    const fileName =
      fileNameOf(response.headers.get("content-disposition")) ??
      `datenschutz-assistent-export-${new Date().toISOString().slice(0, 10)}.json`;
    return { blob: new Blob([blob], { type: "application/json" }), fileName };
  },
  /** The privacy-notice check: pasted text as JSON or one file as multipart (the browser sets the boundary). */
  noticeCheck: (input: { text: string } | { file: File }) =>
    json<NoticeCheckResult>("/api/tools/notice-check", {
      method: "POST",
      ...("text" in input
        ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ text: input.text }) }
        : { body: noticeForm(input.file) }),
    }),
  deleteAccount: async (password: string) => {
    await request("/api/me", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password }),
    });
  },
};

/** Saves a blob as a file through a temporary <a download>: no inline script, so the CSP allows it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
