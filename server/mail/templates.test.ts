// The e-mail templates: German as in Switzerland, the operator named, every value escaped in HTML.
import { describe, expect, it } from "vitest";
import type { MailKind, TemplateData } from "./mail.js";
import { germanDuration } from "./layout.js";
import { renderMail } from "./templates.js";

const sender = { operatorName: "Müller & Söhne <AG>", operatorContact: "datenschutz@mueller.ch" };
const hostile = 'x"><script>alert(1)</script>@example.ch';
const link = "https://assistent.example.ch/auth/v1/verify?token=abc&type=email_change&redirect_to=https%3A%2F%2Fassistent.example.ch";
const samples: { [K in MailKind]: TemplateData[K] } = {
  reauthentication: { code: "123456", expiresInSeconds: 3600 },
  email_change_new: {
    code: "123456",
    link,
    expiresInSeconds: 3600,
    currentEmail: hostile,
    newEmail: "neu@example.ch",
    currentMustConfirm: true,
  },
  email_change_current: { code: "123456", link, expiresInSeconds: 3600, currentEmail: "alt@example.ch", newEmail: hostile },
  email_change_notice: { currentEmail: "alt@example.ch", newEmail: hostile },
  email_changed: { oldEmail: "alt@example.ch", newEmail: hostile },
  password_changed: { email: hostile },
  factor_removed: { email: hostile, how: "recovery" },
  factor_locked: { email: hostile, attempts: 5, lockedForSeconds: 900 },
  recovery: { code: "123456", link, expiresInSeconds: 3600 },
  signup_confirmation: { code: "123456", link, expiresInSeconds: 3600 },
  magic_link: { code: "123456", link, expiresInSeconds: 900 },
  invite: { code: "123456", link, expiresInSeconds: 3600 },
  address_claimed: { email: hostile, sessionsEnded: 2, factorsRemoved: 1, conversationsMarked: 3 },
};
const kinds = Object.keys(samples) as MailKind[];

describe("e-mail templates", () => {
  it.each(kinds)("%s: German, Swiss spelling, signed by the operator", (kind) => {
    const mail = renderMail(kind, "empfaenger@example.ch", samples[kind] as never, sender);
    expect(mail.to).toBe("empfaenger@example.ch");
    expect(mail.kind).toBe(kind);
    for (const text of [mail.subject, mail.text, mail.html]) expect(text).not.toContain("ß");
    expect(mail.text).toContain("Guten Tag");
    expect(mail.text).toContain("Freundliche Grüsse\n\nMüller & Söhne <AG>");
    expect(mail.text).toContain(sender.operatorContact);
    expect(mail.html).toContain('<html lang="de-CH">');
  });

  it.each(kinds)("%s: escapes every value in the HTML part", (kind) => {
    const mail = renderMail(kind, "empfaenger@example.ch", samples[kind] as never, sender);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<AG>");
    expect(mail.html).toContain("Müller &amp; Söhne &lt;AG&gt;");
    // Kinds with only a code and a link show no address to escape (the link is tested below).
    const addressFree: MailKind[] = ["reauthentication", "recovery", "signup_confirmation", "magic_link", "invite"];
    if (!addressFree.includes(kind)) expect(mail.html).toContain("&lt;script&gt;");
  });

  it("puts code and link in both parts of a confirmation, the link's & escaped in the HTML", () => {
    const mail = renderMail("email_change_new", "neu@example.ch", samples.email_change_new, sender);
    expect(mail.text).toContain(`\n    123456\n`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain(">123456</p>");
    expect(mail.text).toContain("60 Minuten");
    expect(mail.text).toContain("zusätzlich über die bisherige Adresse");
    const single = renderMail("email_change_new", "neu@example.ch", { ...samples.email_change_new, currentMustConfirm: false }, sender);
    expect(single.text).not.toContain("bisherige Adresse");
  });

  it("tells the owner of a proven address what was taken back, and only that", () => {
    const full = renderMail("address_claimed", "dana@firma.ch", { ...samples.address_claimed, email: "dana@firma.ch" }, sender);
    expect(full.subject).toBe("Ihre E-Mail-Adresse ist bestätigt – Ihr Konto wurde abgesichert");
    expect(full.text).toContain("dass die Adresse dana@firma.ch Ihnen gehört");
    expect(full.text).toContain("wurden beendet (2)");
    expect(full.text).toContain("gilt nicht mehr");
    expect(full.text).toContain("Der zweite Faktor");
    expect(full.text).toContain("3 Unterhaltungen aus der Zeit vor Ihrer Bestätigung");
    const bare = renderMail(
      "address_claimed",
      "dana@firma.ch",
      { email: "dana@firma.ch", sessionsEnded: 0, factorsRemoved: 0, conversationsMarked: 1 },
      sender,
    );
    expect(bare.text).toContain("Andere Anmeldungen gab es keine");
    expect(bare.text).not.toContain("zweite Faktor");
    expect(bare.text).toContain("Eine Unterhaltung aus der Zeit");
    const none = renderMail("address_claimed", "dana@firma.ch", { ...samples.address_claimed, conversationsMarked: 0 }, sender);
    expect(none.text).not.toContain("Unterhaltung");
  });

  it("names durations in German", () => {
    expect(germanDuration(3600)).toBe("60 Minuten");
    expect(germanDuration(7200)).toBe("2 Stunden");
    expect(germanDuration(86400)).toBe("24 Stunden");
    expect(germanDuration(600)).toBe("10 Minuten");
    expect(germanDuration(60)).toBe("1 Minute");
    expect(germanDuration(90)).toBe("2 Minuten");
  });
});
