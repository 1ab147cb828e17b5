// The e2e servers' ports (playwright.config.ts starts both).
export const PORT = 3100;
/** A second server whose sign-ups must confirm their address first (MAILER_AUTOCONFIRM=false). */
export const CONFIRMING_PORT = 3102;
