// The optional dense signal (EMBEDDINGS_MODEL): vectors of the knowledge base's articles from the
// configured OpenAI-compatible endpoint, cached in DATA_DIR and recomputed when the knowledge base
// or the model changes; a question's vector is compared with all of them (brute-force cosine is
// enough for a few hundred articles). Without it, or when the endpoint fails, search runs as usual.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import OpenAI from "openai";
import { ensurePrivateDir } from "../private-files.js";

export interface EmbeddingSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

interface Cache {
  model: string;
  hash: string;
  vectors: Record<string, number[]>;
}

const BATCH = 64;

function normalise(vector: number[]): number[] {
  const length = Math.hypot(...vector) || 1;
  return vector.map((x) => x / length);
}

/** A stable hash of what is embedded: a changed text or model means new vectors. */
export function knowledgeHash(model: string, texts: Map<string, string>): string {
  const hash = crypto.createHash("sha256").update(model);
  for (const [article, text] of [...texts].sort(([a], [b]) => a.localeCompare(b))) hash.update(`\u0000${article}\u0000${text}`);
  return hash.digest("hex");
}

export class DenseIndex {
  private vectors = new Map<string, number[]>();
  private readonly client: OpenAI;

  constructor(
    private readonly settings: EmbeddingSettings,
    private readonly dataDir: string,
    private readonly texts: Map<string, string>,
  ) {
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey || "not-needed",
      timeout: settings.timeoutMs,
      maxRetries: 1,
    });
  }

  get ready(): boolean {
    return this.vectors.size > 0;
  }

  get cacheFile(): string {
    return path.join(this.dataDir, "embeddings.json");
  }

  /** Loads the cached vectors, or computes and caches them when the knowledge base changed. */
  async init(): Promise<"cached" | "computed"> {
    const hash = knowledgeHash(this.settings.model, this.texts);
    try {
      const cache = JSON.parse(fs.readFileSync(this.cacheFile, "utf8")) as Cache;
      if (cache.hash === hash && cache.model === this.settings.model) {
        this.vectors = new Map(Object.entries(cache.vectors));
        return "cached";
      }
    } catch {
      // No cache yet, or unreadable: compute.
    }
    const entries = [...this.texts];
    const vectors = new Map<string, number[]>();
    for (let i = 0; i < entries.length; i += BATCH) {
      const batch = entries.slice(i, i + BATCH);
      const response = await this.client.embeddings.create({ model: this.settings.model, input: batch.map(([, text]) => text) });
      response.data.forEach((item, j) => vectors.set(batch[j][0], normalise(item.embedding)));
    }
    ensurePrivateDir(this.dataDir);
    const temporary = `${this.cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(
      temporary,
      JSON.stringify({ model: this.settings.model, hash, vectors: Object.fromEntries(vectors) } satisfies Cache),
      { mode: 0o600 },
    );
    fs.renameSync(temporary, this.cacheFile);
    this.vectors = vectors;
    return "computed";
  }

  /** Cosine similarity of the question with every article; empty when the endpoint fails. */
  async similarities(question: string, signal?: AbortSignal): Promise<Map<string, number>> {
    if (!this.ready) return new Map();
    try {
      const response = await this.client.embeddings.create({ model: this.settings.model, input: question }, { signal });
      const query = normalise(response.data[0].embedding);
      const scores = new Map<string, number>();
      for (const [article, vector] of this.vectors) {
        let dot = 0;
        for (let i = 0; i < vector.length && i < query.length; i++) dot += vector[i] * query[i];
        scores.set(article, dot);
      }
      return scores;
    } catch {
      return new Map();
    }
  }
}
