// The embedding site's settings for the chat, loaded from ?configUrl= and checked before use.

export interface ChatConfig {
  botName: string;
  welcomeMessage: string;
  placeholder: string;
  colors: { primary?: string; primaryForeground?: string };
  links: { privacy?: string };
  features: { history: boolean; copy: boolean };
}

export const DEFAULT_CONFIG_URL = "/webchat/config.json";
const DEFAULT_PLACEHOLDER = "Ihre Frage zum Datenschutz …";

export class ConfigError extends Error {}

// Hex colours only: anything else would be handed to CSS unchecked.
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function text(value: unknown, name: string, max: number): string {
  if (typeof value !== "string" || !value.trim() || value.length > max) throw new ConfigError(`${name} must be a non-empty string`);
  return value.trim();
}

function optional<T>(value: unknown, name: string, check: (value: unknown, name: string) => T): T | undefined {
  return value === undefined ? undefined : check(value, name);
}

function object(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ConfigError(`${name} must be an object`);
  return value as Record<string, unknown>;
}

function color(value: unknown, name: string): string {
  if (typeof value !== "string" || !COLOR.test(value)) throw new ConfigError(`${name} must be a hex colour`);
  return value;
}

/** A same-site path or an http(s) URL; never javascript: and the like. */
function link(value: unknown, name: string): string {
  if (typeof value === "string" && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value))) return value;
  throw new ConfigError(`${name} must be a path or an http(s) URL`);
}

function flag(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw new ConfigError(`${name} must be true or false`);
  return value;
}

export function parseConfig(raw: unknown): ChatConfig {
  if (raw === undefined) throw new ConfigError("config is empty");
  const root = object(raw, "config");
  const colors = object(root.colors, "colors");
  const links = object(root.links, "links");
  const features = object(root.features, "features");
  return {
    botName: text(root.botName, "botName", 80),
    welcomeMessage: text(root.welcomeMessage, "welcomeMessage", 2000),
    placeholder: optional(root.placeholder, "placeholder", (v, n) => text(v, n, 120)) ?? DEFAULT_PLACEHOLDER,
    colors: {
      primary: optional(colors.primary, "colors.primary", color),
      primaryForeground: optional(colors.primaryForeground, "colors.primaryForeground", color),
    },
    links: { privacy: optional(links.privacy, "links.privacy", link) },
    features: { history: flag(features.history, "features.history", true), copy: flag(features.copy, "features.copy", true) },
  };
}

export function configUrl(search: string): string {
  return new URLSearchParams(search).get("configUrl") || DEFAULT_CONFIG_URL;
}

export async function loadConfig(url: string): Promise<ChatConfig> {
  const response = await fetch(new URL(url, window.location.href), { credentials: "same-origin", cache: "no-cache" });
  if (!response.ok) throw new ConfigError(`config: HTTP ${response.status}`);
  return parseConfig(await response.json());
}

/** Relative luminance (WCAG), to pick readable text on the configured colour. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** CSS custom properties from script: the CSP forbids inline style elements, not CSSOM. */
export function applyColors(colors: ChatConfig["colors"], element = document.documentElement): void {
  if (!colors.primary) return;
  element.style.setProperty("--primary", colors.primary);
  const foreground = colors.primaryForeground ?? (luminance(colors.primary) > 0.18 ? "#111827" : "#ffffff");
  element.style.setProperty("--primary-foreground", foreground);
  element.style.setProperty("--ring", colors.primary);
}
