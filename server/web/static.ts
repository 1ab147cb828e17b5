// Serves the built web app: hashed assets cached for a year, HTML never cached.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export async function webRoutes(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: true,
    index: ["index.html"],
    cacheControl: false,
    // The build writes .br and .gz beside each asset; serving them keeps /auth fast on phones.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (/[\\/]assets[\\/]/.test(filePath)) res.setHeader("cache-control", "public, max-age=31536000, immutable");
      else res.setHeader("cache-control", "no-cache");
    },
  });
}

/**
 * The app's page for a GET on any path no route owns: the router in the browser shows the page or
 * its own "not found". Read once and sent from memory, because the not-found handler runs in the
 * root scope, where the static plugin's `reply.sendFile` does not exist (a POST to an unknown path
 * reached it and failed with a 500 before).
 */
export function appPage(root: string): ((reply: FastifyReply) => FastifyReply) | null {
  let html: Buffer;
  try {
    html = fs.readFileSync(path.join(root, "index.html"));
  } catch {
    return null;
  }
  return (reply) => reply.status(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
}
