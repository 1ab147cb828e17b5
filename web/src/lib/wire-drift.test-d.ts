// Type-level assertions, checked by `npm run typecheck` (web/tsconfig.json includes this file; Vitest
// does not run it): the types the web app and the webchat send and receive are the server's TypeBox
// schemas (Static<>), not copies. A hand-written type that creeps back in and differs from its schema
// breaks the build here; a schema change breaks the web code that relies on the old shape
// (web/src/lib/wire-drift.test.ts proves that with a changed copy of a schema).
import type { Static } from "@sinclair/typebox";
import type { Citation as CitationSchema } from "@server/wire/chat-stream";
import type { Conversation, ConversationList, SearchResults, Feedback, FeedbackBody, AskBody } from "@server/chat/contracts";
import type { Account, SessionList } from "@server/me/contracts";
import type { PrivacyFacts } from "@server/privacy/contracts";
import type { NoticeCheck } from "@server/tools/notice/contracts";
import type { Breach, BreachList, Evaluation } from "@server/tools/breach/contracts";
import type { breachInputSchema } from "@server/tools/breach/input";
import type { RecordList, SavedRecord } from "@server/tools/records/contracts";
import type { recordInputSchema } from "@server/tools/records/input";
import type { Citation } from "@shared/api";
import type { api, NoticeCheckResult } from "./api";
import type { getConversation, listConversations, searchConversations, sendFeedback } from "../../webchat/api";
import type { breaches, records } from "@/components/tools/breach/client";
import type { BreachForm, BreachResult } from "@/components/tools/breach/types";
import type { RecordForm } from "@/components/tools/records/RecordFormView";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export type WireTypesAreTheServers = [
  Assert<Equal<Citation, Static<typeof CitationSchema>>>,
  Assert<Equal<Answer<typeof getConversation>, Static<typeof Conversation>>>,
  Assert<Equal<Answer<typeof listConversations>, Static<typeof ConversationList>["conversations"]>>,
  Assert<Equal<Answer<typeof searchConversations>, Static<typeof SearchResults>["results"]>>,
  Assert<Equal<Answer<typeof sendFeedback>, Static<typeof Feedback>>>,
  Assert<Equal<Parameters<typeof sendFeedback>[1], Static<typeof FeedbackBody>["rating"]>>,
  Assert<Equal<Answer<typeof api.account>, Static<typeof Account>>>,
  Assert<Equal<Answer<typeof api.sessions>, Static<typeof SessionList>["sessions"]>>,
  Assert<Equal<Answer<typeof api.privacy>, Static<typeof PrivacyFacts>>>,
  Assert<Equal<NoticeCheckResult, Static<typeof NoticeCheck>>>,
  Assert<Equal<Answer<typeof api.noticeCheck>, Static<typeof NoticeCheck>>>,
  Assert<Equal<Answer<typeof breaches.list>, Static<typeof BreachList>["items"]>>,
  Assert<Equal<Answer<typeof breaches.get>, Static<typeof Breach>>>,
  Assert<Equal<Parameters<typeof breaches.save>[1], Static<typeof breachInputSchema>>>,
  Assert<Equal<Answer<typeof records.list>, Static<typeof RecordList>["items"]>>,
  Assert<Equal<Answer<typeof records.save>, Static<typeof SavedRecord>>>,
  Assert<Equal<Parameters<typeof records.save>[1], Static<typeof recordInputSchema>>>,
  Assert<Equal<Omit<BreachResult, "id">, Static<typeof Evaluation>>>,
];

/** The forms' states are valid request bodies, and a question is one. */
export type FormsAreBodies = [
  Assert<BreachForm extends Static<typeof breachInputSchema> ? true : false>,
  Assert<RecordForm extends Static<typeof recordInputSchema> ? true : false>,
  Assert<{ message: string; conversationId: string; replaces: string } extends Static<typeof AskBody> ? true : false>,
];
