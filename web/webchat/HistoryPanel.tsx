// The user's earlier conversations: reopen, rename inline, delete after a confirmation.
import { Pencil, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { errorMessage } from "@shared/api";
import { deleteConversation, listConversations, renameConversation, type ConversationSummary } from "./api";

interface Props {
  id: string;
  currentId: string | null;
  onOpen: (id: string) => void;
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

export function HistoryPanel({ id, currentId, onOpen, onDeleted, onClose }: Props) {
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

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
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        {error && (
          <p role="alert" className="mb-2 rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        )}
        {conversations === null && !error && <p className="text-sm text-muted-foreground">Unterhaltungen werden geladen …</p>}
        {conversations?.length === 0 && <p className="text-sm text-muted-foreground">Sie haben noch keine Unterhaltungen.</p>}
        {conversations && conversations.length > 0 && (
          <ul ref={list} className="divide-y" aria-label="Unterhaltungen">
            {conversations.map((conversation) => (
              <li key={conversation.id} data-id={conversation.id} className="py-1">
                {renaming === conversation.id ? (
                  <RenameForm conversation={conversation} onDone={(title) => rename(conversation, title)} />
                ) : confirming === conversation.id ? (
                  <div className="flex flex-wrap items-center gap-2 py-1" role="group" aria-label="Löschen bestätigen">
                    <p className="min-w-0 flex-1 basis-40 text-sm [overflow-wrap:anywhere]">«{conversation.title}» endgültig löschen?</p>
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
        )}
      </div>
    </section>
  );
}
