// A raw HTTP client for hostile requests: any method, path bytes, header values and body
// bytes that Node's client lets through (fetch normalises and refuses too much).
import http from "node:http";
import net from "node:net";

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string | undefined>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

// A fresh connection per request: a server that closes a connection after refusing a request
// must not make the next request fail on a reused socket.
const agent = false;

export function send(base: string, request: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  // Node's client cannot parse a HEAD answer that carries a body, which Fastify's default
  // handler of malformed requests (431, 400) sends; read those from the socket.
  if (request.method === "HEAD") return sendOverSocket(base, request, timeoutMs);
  const url = new URL(base);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[name] = value;
  const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, "utf8");
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${request.method} ${request.path.slice(0, 80)}`)));
    req.on("error", reject);
    req.end(body);
  });
}

function sendOverSocket(base: string, request: RawRequest, timeoutMs: number): Promise<RawResponse> {
  const url = new URL(base);
  const body =
    request.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, "utf8");
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `host: ${url.host}`, "connection: close"];
  for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) lines.push(`${name}: ${value}`);
  if (body.length) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(lines.join("\r\n") + "\r\n\r\n", "latin1");
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(Buffer.concat([head, body])));
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`timeout after ${timeoutMs} ms: ${request.method} ${request.path.slice(0, 80)}`)),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
      if (!match) return reject(new Error(`no HTTP response: ${JSON.stringify(raw.slice(0, 200))}`));
      const end = raw.indexOf("\r\n\r\n");
      const headers: http.IncomingHttpHeaders = {};
      for (const line of raw
        .slice(0, end < 0 ? raw.length : end)
        .split("\r\n")
        .slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(match[1]), headers, text: end < 0 ? "" : raw.slice(end + 4) });
    });
  });
}

/** Percent-encodes every byte, so that any byte sequence (invalid UTF-8, NUL) reaches the server. */
export function percentBytes(bytes: Uint8Array): string {
  return [...bytes].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");
}

/** Encodes a JS string for a URL, keeping lone surrogates as the (invalid) UTF-8 bytes ED xx xx. */
export function percentString(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const pair = unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      if (pair) {
        out += encodeURIComponent(text.slice(i, i + 2));
        i++;
      } else {
        out += percentBytes(Uint8Array.of(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)));
      }
    } else {
      out += encodeURIComponent(text[i]);
    }
  }
  return out;
}

// What a leaked error looks like: stack frames, source paths, "TypeError: ..." lines.
// Run on our own server's responses in tests (error bodies of a few KB), never on user input.
const LEAKS = [
  // eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move -- test-only, bounded response bodies (above).
  /\n\s*at\s+[^\n]*[(\s](?:\/|file:|node:)/,
  /\bat\s+(?:async\s+)?[\w.<>$]+\s+\((?:\/|file:|node:)[^)]*:\d+:\d+\)/,
  // eslint-disable-next-line regexp/no-super-linear-move -- test-only, bounded response bodies (above).
  /(?:\/[\w.@-]+)+\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules|node:internal/,
  /\b(?:Type|Range|Reference|Syntax|Sqlite|Database)?Error: [^"]/,
  /\b(?:SQLITE_[A-Z_]+|duplicate key value|violates (?:unique|foreign key) constraint|syntax error at or near|invalid byte sequence)\b/,
];

/** The pieces of a response that look like a leaked stack trace or database error, unless they merely echo what was sent. */
export function leaks(responseText: string, sent: string): string[] {
  const found: string[] = [];
  for (const pattern of LEAKS) {
    const match = pattern.exec(responseText);
    if (match && !sent.includes(match[0])) found.push(match[0]);
  }
  return found;
}
