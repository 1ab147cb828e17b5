// The webchat, inside the home page's frame or opened directly at /webchat/.
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

export const FRAME_TITLE = "Chat mit dem Datenschutz-Assistenten";

export class Chat {
  private constructor(
    readonly page: Page,
    readonly root: Page | FrameLocator,
  ) {}

  /** The chat in the home page's frame. */
  static inFrame(page: Page): Chat {
    return new Chat(page, page.frameLocator(`iframe[title="${FRAME_TITLE}"]`));
  }

  /** The chat page itself, opened without a frame. */
  static direct(page: Page): Chat {
    return new Chat(page, page);
  }

  get input(): Locator {
    return this.root.getByLabel("Ihre Frage", { exact: true });
  }
  get sendButton(): Locator {
    return this.root.getByRole("button", { name: "Frage senden" });
  }
  get stopButton(): Locator {
    return this.root.getByRole("button", { name: "Antwort stoppen" });
  }
  get newConversationButton(): Locator {
    return this.root.getByRole("button", { name: "Neue Unterhaltung" });
  }
  get historyButton(): Locator {
    return this.root.getByRole("button", { name: "Verlauf", exact: true });
  }
  get history(): Locator {
    return this.root.getByRole("region", { name: "Frühere Unterhaltungen" });
  }
  /** The messages of the open conversation (not the welcome message). */
  get messageList(): Locator {
    return this.root.getByRole("list", { name: "Nachrichten dieser Unterhaltung" });
  }
  get questions(): Locator {
    return this.root.locator('li[data-role="user"]');
  }
  get answers(): Locator {
    return this.root.locator('li[data-role="assistant"]');
  }
  get lastAnswer(): Locator {
    return this.answers.last();
  }
  get liveRegion(): Locator {
    return this.root.locator('[aria-live="polite"][aria-atomic="true"]');
  }

  async ready(): Promise<void> {
    await expect(this.input).toBeVisible({ timeout: 15_000 });
  }

  /** Types a question and sends it with Enter. */
  async ask(question: string): Promise<void> {
    await this.input.fill(question);
    await this.input.press("Enter");
    await expect(this.questions.last()).toContainText(question);
  }

  async waitForAnswer(status: "complete" | "stopped" | "error" = "complete"): Promise<Locator> {
    await expect(this.lastAnswer).toHaveAttribute("data-status", status, { timeout: 20_000 });
    return this.lastAnswer;
  }

  sources(answer: Locator = this.lastAnswer): Locator {
    return answer.getByRole("region", { name: "Quellen" });
  }

  async openHistory(): Promise<void> {
    await this.historyButton.click();
    await expect(this.history.getByRole("heading", { name: "Frühere Unterhaltungen" })).toBeFocused();
  }

  async reopen(title: string): Promise<void> {
    await this.openHistory();
    await this.history.getByRole("button", { name: title, exact: false }).first().click();
    await expect(this.history).toBeHidden();
  }

  async rename(title: string, newTitle: string): Promise<void> {
    await this.history.getByRole("button", { name: `«${title}» umbenennen` }).click();
    const field = this.history.getByLabel("Neuer Titel");
    await expect(field).toBeFocused();
    await field.fill(newTitle);
    await field.press("Enter");
    await expect(this.history.getByRole("button", { name: `«${newTitle}» umbenennen` })).toBeVisible();
  }

  async remove(title: string): Promise<void> {
    await this.history.getByRole("button", { name: `«${title}» löschen` }).click();
    const confirmation = this.history.getByRole("group", { name: "Löschen bestätigen" });
    await expect(confirmation).toContainText(`«${title}» endgültig löschen?`);
    await confirmation.getByRole("button", { name: "Löschen", exact: true }).click();
    await expect(this.history.getByRole("button", { name: `«${title}» löschen` })).toHaveCount(0);
  }
}
