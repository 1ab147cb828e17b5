// Checks that every page must pass, shared by the specs: axe, the Content-Security-Policy, and
// no request leaving our origin (the privacy notice promises that nothing goes to third parties).
import { AxeBuilder } from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

/** The page's serious or critical axe violations as it is now, one line each ("rule: selectors"). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A toast fading in or out is half transparent: axe would measure the contrast of a frame of its
  // animation. Wait (briefly) until every toast stands still; a toast at rest is still checked.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]")).every(
          (toast) => toast.dataset.removed !== "true" && getComputedStyle(toast).opacity === "1",
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

export interface PageWatch {
  /** CSP violations reported so far in the page and its frames, as "directive blocked-uri". */
  cspViolations(): Promise<string[]>;
  /** Every URL requested so far, by the page or its frames, that is not on our origin. */
  offSiteRequests(): string[];
}

type Recorder = Window & { violations?: string[] };

/** Watches the page from its next navigation on: call it before the first page.goto. */
export async function watchPage(page: Page): Promise<PageWatch> {
  await page.addInitScript(() => {
    const recorder = window as Recorder;
    recorder.violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      recorder.violations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const origin = new URL(test.info().project.use.baseURL!).origin;
  return {
    async cspViolations() {
      const perFrame = await Promise.all(page.frames().map((frame) => frame.evaluate(() => (window as Recorder).violations ?? [])));
      return perFrame.flat();
    },
    offSiteRequests: () => requests.filter((url) => !url.startsWith(`${origin}/`)),
  };
}
