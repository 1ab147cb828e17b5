// Serves the built web app: hashed assets cached for a year, HTML never cached.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

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
