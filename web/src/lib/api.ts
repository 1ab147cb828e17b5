// The web app's calls of the product API, over the shared client (web/shared/api), which owns the
// token, the errors (ApiError, errorMessage) and the reaction to an expired session.
import { api as client, API_MESSAGES, ApiError } from "@shared/api";

export interface PrivacyInfo {
  operator: { name: string; contact: string };
  languageModel: { endpoint: string; model: string } | null;
  disclosureAbroad: string | null;
  retention: { conversationsDays: number; auditLogDays: number; documentsDays: number };
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

export type NoticeStatus = "found" | "unclear" | "missing" | "not_applicable";

export interface NoticeCheckResult {
  source: { kind: string; fileName: string | null };
  language: "de" | "fr" | "en" | "it";
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
    /** "model": found by the optional language-model second pass (the rules had not), to be checked. */
    source: "rules" | "model";
    /** The rules' own reason, kept for an item the model upgraded. */
    ruleReason: string | null;
  }[];
  /** Whether a configured language model reviewed the items the rules did not find. */
  secondPass: "none" | "done" | "failed";
}

function noticeForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
}

/** The file name from a Content-Disposition header, if it has a plain one. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"\\/]+)"/);
  return match ? match[1] : null;
}

export const api = {
  privacy: () => client.json<PrivacyInfo>("/api/privacy", { auth: false }),
  account: () => client.json<Account>("/api/me"),
  sessions: async () => (await client.json<{ sessions: AccountSession[] }>("/api/me/sessions")).sessions,
  endSession: async (id: string) => {
    await client.request(`/api/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
  },
  /** The export as a file; the whole body is read, so a broken stream fails here, not in the file. */
  exportData: async (): Promise<{ blob: Blob; fileName: string }> => {
    const response = await client.request("/api/me/export");
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
    client.json<NoticeCheckResult>("/api/tools/notice-check", {
      method: "POST",
      ...("text" in input ? { json: { text: input.text } } : { body: noticeForm(input.file) }),
    }),
  deleteAccount: async (password: string) => {
    await client.request("/api/me", { method: "DELETE", json: { password } });
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
