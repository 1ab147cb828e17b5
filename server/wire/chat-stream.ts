// The wire types of the chat stream: one `data:` line of server-sent events per event.
// The answer (server/answer/types.ts), the chat (server/chat/streams.ts, the stored messages of
// server/chat/contracts.ts) and the web clients (web/shared/api) use these, so they cannot drift
// apart; they sit in the lowest layer because the answer, below the chat, already speaks them. This
// file imports nothing but TypeBox: the web build takes it with `import type` only, which is erased,
// and so never pulls server code into the bundle.
import { Type, type Static } from "@sinclair/typebox";

/** A source the answer relies on, as stored with the message and sent to the client. */
export const Citation = Type.Object({ ref: Type.String(), title: Type.String(), url: Type.String(), stand: Type.String() });
export type Citation = Static<typeof Citation>;

/** How a streamed answer ended; "error" is announced by an error event instead of done. */
export type StreamStatus = "complete" | "stopped";

export type StreamEvent =
  /**
   * questionId: the stored question, which the client may later replace (POST /api/chat `replaces`).
   * retry: what asking the same question again gives once this answer is complete: "same" for a
   * composed answer while the knowledge base is unchanged (server/chat/basis.ts), else "new".
   * An answer that is stopped or fails can always be asked again.
   */
  | { type: "meta"; conversationId: string; messageId: string; questionId?: string; retry?: "new" | "same" }
  | { type: "delta"; text: string }
  | { type: "citations"; citations: Citation[]; unverified: string[] }
  | { type: "suggestions"; items: string[] }
  | { type: "done"; status: StreamStatus }
  | { type: "error"; message: string };
