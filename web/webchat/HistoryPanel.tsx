// The user's earlier conversations, grouped by date: reopen, rename inline, delete after a
// confirmation, and search (titles and message text; a result opens at the matching message).
import { Pencil, Search, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { errorMessage } from "@shared/api";
import {
  deleteConversation,
  listConversations,
  renameConversation,
  searchConversations,
  type ConversationSummary,
  type SearchHit,
} from "./api";
import { groupByDate } from "./dates";

interface Props {
  id: string;
  currentId: string | null;
  /** Opens a conversation; with a message id, at that message (a search result). */
  onOpen: (id: string, messageId?: string) => void;
  onDeleted: (id: string) => void;
  onClose: () => void;
}

const dateFormat = new Intl.DateTimeFormat("de-CH", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground";
const smallButton = "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium";

function RenameForm({ conversation, onDone }: { conversation: ConversationSummary; onDone: (title?: string) => Promise<void> | void }) {
  const [title, setTitle] = useState(conversation.title);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || saving) return;
    setSaving(true);
    await onDone(title.trim());
    setSaving(false);
  };
  const inputId = `rename-${conversation.id}`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2 py-1">
      <label htmlFor={inputId} className="sr-only">
        Neuer Titel
      </label>
      <input
        id={inputId}
        autoFocus
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            void onDone();
          }
        }}
        className="h-9 min-w-0 flex-1 basis-40 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
      />
      <div className="flex gap-1">
        <button
          type="submit"
          disabled={saving || !title.trim()}
          className={`${smallButton} bg-primary text-primary-foreground disabled:opacity-60`}
        >
          Speichern
        </button>
        <button type="button" onClick={() => void onDone()} className={`${smallButton} border hover:bg-muted`}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}

function SearchResults({ hits, onOpen }: { hits: SearchHit[]; onOpen: Props["onOpen"] }) {
  if (!hits.length) return null;
  return (
    <ul className="divide-y" aria-label="Suchergebnisse">
      {hits.map((hit) => (
        <li key={hit.conversationId} className="py-1">
          <button
            type="button"
            onClick={() => onOpen(hit.conversationId, hit.messageId ?? undefined)}
            className="flex w-full min-w-0 flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-muted"
          >
            <span className="w-full truncate text-sm font-medium">{hit.title}</span>
            <span className="line-clamp-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">{hit.snippet}</span>
            <span className="text-xs text-muted-foreground">{when(hit.updatedAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function SearchForm({ onResults }: { onResults: (query: string, hits: SearchHit[] | null, error?: string) => void }) {
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return onResults("", null);
    setBusy(true);
    try {
      onResults(query.trim(), await searchConversations(query.trim()));
    } catch (caught) {
      onResults(query.trim(), null, errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-center gap-2 border-t px-3 py-2">
      <label htmlFor="webchat-search" className="sr-only">
        Unterhaltungen durchsuchen
      </label>
      <input
        id="webchat-search"
        type="search"
        value={query}
        maxLength={200}
        placeholder="Unterhaltungen durchsuchen"
        onChange={(event) => {
          setQuery(event.target.value);
          if (!event.target.value) onResults("", null);
        }}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm"
      />
      <button type="submit" disabled={busy} className={`${smallButton} gap-1.5 border hover:bg-muted disabled:opacity-60`}>
        <Search className="size-4" aria-hidden="true" />
        Suchen
      </button>
    </form>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-2">
      <h3 className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground">{title}</h3>
      {children}
    </div>
  );
}

export function HistoryPanel({ id, currentId, onOpen, onDeleted, onClose }: Props) {
  const [search, setSearch] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    heading.current?.focus();
    let active = true;
    listConversations()
      .then((rows) => active && setConversations(rows))
      .catch((caught) => active && setError(errorMessage(caught)));
    return () => {
      active = false;
    };
  }, []);

  const focusItem = (conversationId: string, selector: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-id="${conversationId}"] ${selector}`)?.focus());

  const rename = async (conversation: ConversationSummary, title?: string) => {
    if (title && title !== conversation.title) {
      try {
        const renamed = await renameConversation(conversation.id, title);
        setConversations((rows) => rows?.map((row) => (row.id === renamed.id ? { ...row, title: renamed.title } : row)) ?? rows);
        setError(null);
      } catch (caught) {
        setError(errorMessage(caught));
        return;
      }
    }
    setRenaming(null);
    focusItem(conversation.id, "[data-action=rename]");
  };

  const remove = async (conversation: ConversationSummary) => {
    try {
      await deleteConversation(conversation.id);
      setConversations((rows) => rows?.filter((row) => row.id !== conversation.id) ?? rows);
      setConfirming(null);
      setError(null);
      onDeleted(conversation.id);
      heading.current?.focus();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="absolute inset-0 z-10 flex flex-col bg-background"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          Frühere Unterhaltungen
        </h2>
        <button type="button" onClick={onClose} className={iconButton} aria-label="Verlauf schliessen" title="Verlauf schliessen">
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div ref={list} className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        {search && (
          <p role="status" className="mb-1 px-2 text-sm text-muted-foreground">
            {search.hits.length === 0
              ? `Keine Unterhaltung mit «${search.query}» gefunden.`
              : search.hits.length === 1
                ? `1 Unterhaltung mit «${search.query}» gefunden.`
                : `${search.hits.length} Unterhaltungen mit «${search.query}» gefunden.`}
          </p>
        )}
        {search && <SearchResults hits={search.hits} onOpen={onOpen} />}
        {error && (
          <p role="alert" className="mb-2 rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        )}
        {!search && conversations === null && !error && <p className="text-sm text-muted-foreground">Unterhaltungen werden geladen …</p>}
        {!search && conversations?.length === 0 && <p className="text-sm text-muted-foreground">Sie haben noch keine Unterhaltungen.</p>}
        {!search &&
          conversations &&
          groupByDate(conversations, new Date()).map(({ group, items }) => (
            <Group key={group} title={group}>
              <ul className="divide-y">
                {items.map((conversation) => (
                  <li key={conversation.id} data-id={conversation.id} className="py-1">
                    {renaming === conversation.id ? (
                      <RenameForm conversation={conversation} onDone={(title) => rename(conversation, title)} />
                    ) : confirming === conversation.id ? (
                      <div className="flex flex-wrap items-center gap-2 py-1" role="group" aria-label="Löschen bestätigen">
                        <p className="min-w-0 flex-1 basis-40 text-sm [overflow-wrap:anywhere]">
                          «{conversation.title}» endgültig löschen?
                        </p>
                        <div className="flex gap-1">
                          <button
                            type="button"
                            onClick={() => void remove(conversation)}
                            className={`${smallButton} bg-destructive text-white`}
                          >
                            Löschen
                          </button>
                          <button
                            type="button"
                            autoFocus
                            onClick={() => {
                              setConfirming(null);
                              focusItem(conversation.id, "[data-action=delete]");
                            }}
                            className={`${smallButton} border hover:bg-muted`}
                          >
                            Abbrechen
                          </button>
                        </div>
                      </div>
                    ) : (
                      <div className="flex items-center gap-1">
                        <button
                          type="button"
                          onClick={() => onOpen(conversation.id)}
                          aria-current={conversation.id === currentId ? "true" : undefined}
                          className="flex min-w-0 flex-1 flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-muted aria-[current=true]:bg-muted"
                        >
                          <span className="w-full truncate text-sm font-medium">{conversation.title}</span>
                          <span className="text-xs text-muted-foreground">{when(conversation.updatedAt)}</span>
                          {conversation.beforeProof && (
                            <span className="text-xs text-destructive" data-marker="before-proof">
                              Vor der Bestätigung Ihrer E-Mail-Adresse entstanden – bitte prüfen
                            </span>
                          )}
                        </button>
                        <button
                          type="button"
                          data-action="rename"
                          onClick={() => {
                            setConfirming(null);
                            setRenaming(conversation.id);
                          }}
                          className={iconButton}
                          aria-label={`«${conversation.title}» umbenennen`}
                          title="Umbenennen"
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          data-action="delete"
                          onClick={() => {
                            setRenaming(null);
                            setConfirming(conversation.id);
                          }}
                          className={iconButton}
                          aria-label={`«${conversation.title}» löschen`}
                          title="Löschen"
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                        </button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </Group>
          ))}
      </div>
      <SearchForm
        onResults={(query, hits, failure) => {
          setSearch(hits ? { query, hits } : null);
          setError(failure ?? null);
        }}
      />
    </section>
  );
}
