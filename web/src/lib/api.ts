// The web app's calls of the product API, over the shared client (web/shared/api), which owns the
// token, the errors (ApiError, errorMessage) and the reaction to an expired session.
import { api as client, API_MESSAGES, ApiError } from "@shared/api";
import type { PrivacyFacts } from "@server/privacy/contracts";
import type { Account, DeleteAccountBody, SessionList } from "@server/me/contracts";
import type { NoticeCheckResult, NoticeText } from "@server/tools/notice/contracts";

export type { PrivacyFacts as PrivacyInfo } from "@server/privacy/contracts";
export type { Account, AccountSession } from "@server/me/contracts";
export type { NoticeCheckResult, NoticeStatus } from "@server/tools/notice/contracts";

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
  privacy: () => client.json<PrivacyFacts>("/api/privacy", { auth: false }),
  account: () => client.json<Account>("/api/me"),
  sessions: async () => (await client.json<SessionList>("/api/me/sessions")).sessions,
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
      ...("text" in input ? { json: { text: input.text } satisfies NoticeText } : { body: noticeForm(input.file) }),
    }),
  deleteAccount: async (password: string) => {
    await client.request("/api/me", { method: "DELETE", json: { password } satisfies DeleteAccountBody });
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
