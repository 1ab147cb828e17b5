// The chat API's requests and answers as TypeBox values (routes.ts validates and serialises with
// them) and, through Static<>, the types the webchat uses (web/webchat/api.ts imports them as types
// only, so the two cannot drift and no server code reaches the bundle). TypeBox and the lower
// layers' schema modules only: the web's type check reads this file.
import { Type, type Static } from "@sinclair/typebox";
import { Nullable, StringEnum } from "../http/contracts.js";
import { Citation } from "../wire/chat-stream.js";

export const RATINGS = ["helpful", "not_helpful"] as const;
export const MAX_COMMENT_LENGTH = 1000;

const uuid = Type.String({ format: "uuid" });

export const Feedback = Type.Object({ rating: StringEnum(RATINGS), comment: Nullable(Type.String()) });
export const Message = Type.Object({
  id: Type.String(),
  role: StringEnum(["user", "assistant"] as const),
  content: Type.String(),
  citations: Type.Array(Citation),
  status: StringEnum(["complete", "stopped", "error", "streaming"] as const),
  createdAt: Type.String(),
  feedback: Type.Union([Feedback, Type.Null()]),
  /** Answers only: what asking the question again would give (basis.ts). */
  retry: Type.Optional(StringEnum(["new", "same"] as const)),
});
// beforeProof: the conversation existed before the account's address was proven; it may be
// whoever signed up with the address, so the history marks it for the owner (decision 020).
export const ConversationSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  updatedAt: Type.String(),
  beforeProof: Type.Boolean(),
});
export const Conversation = Type.Object({
  id: Type.String(),
  title: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  beforeProof: Type.Boolean(),
  messages: Type.Array(Message),
});
export const ConversationList = Type.Object({ conversations: Type.Array(ConversationSummary) });
/** One result of the history search. */
export const SearchHit = Type.Object({
  conversationId: Type.String(),
  title: Type.String(),
  updatedAt: Type.String(),
  /** The first message that contains every term; null when only the title does. */
  messageId: Nullable(Type.String()),
  snippet: Type.String(),
});
export const SearchResults = Type.Object({ results: Type.Array(SearchHit) });
export const SearchQuery = Type.Object({ q: Type.String({ maxLength: 200 }) });

export const AskBody = Type.Object(
  {
    message: Type.String(),
    conversationId: Type.Optional(uuid),
    // The conversation's last question: it is replaced, with its answer, by this one.
    replaces: Type.Optional(uuid),
  },
  { additionalProperties: false },
);
export const StopBody = Type.Object({ messageId: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
export const Stopped = Type.Object({ stopped: Type.Boolean() });
export const FeedbackBody = Type.Object(
  { rating: StringEnum(RATINGS), comment: Type.Optional(Type.String({ maxLength: MAX_COMMENT_LENGTH })) },
  { additionalProperties: false },
);
/** At most 200 characters as sent; the handler collapses white space and refuses a title left empty. */
export const RenameBody = Type.Object({ title: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export const Renamed = Type.Object({ id: Type.String(), title: Type.String() });

export type Feedback = Static<typeof Feedback>;
export type StoredMessage = Static<typeof Message>;
export type ConversationSummary = Static<typeof ConversationSummary>;
export type Conversation = Static<typeof Conversation>;
export type ConversationList = Static<typeof ConversationList>;
export type SearchHit = Static<typeof SearchHit>;
export type SearchResults = Static<typeof SearchResults>;
export type AskBody = Static<typeof AskBody>;
export type StopBody = Static<typeof StopBody>;
export type Stopped = Static<typeof Stopped>;
export type FeedbackBody = Static<typeof FeedbackBody>;
export type RenameBody = Static<typeof RenameBody>;
export type Renamed = Static<typeof Renamed>;
