// Builds the web app: web/ → dist/web, with the main app and the webchat page as two entries.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { webchatUrlForBuild } from "./server/env/files.js";

const root = path.dirname(fileURLToPath(import.meta.url));
const web = path.join(root, "web");

/**
 * sonner injects its stylesheet as a runtime <style> element, which our CSP (style-src 'self')
 * blocks; we import sonner/dist/styles.css instead and drop the injection.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: "sonner-without-inline-style",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\(".*"\);?$/m, "");
      if (stripped === code) this.warn("sonner: runtime style injection not found; check the CSP");
      return { code: stripped, map: null };
    },
  };
}

/**
 * Writes .br and .gz next to each text asset, so a server that serves precompressed files
 * (@fastify/static's preCompressed option) sends them compressed at no CPU cost per request.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  // Also reads WEBCHAT_* (the server's names) from the environment or .env.
  const env: Record<string, string | undefined> = loadEnv(mode, root, ["VITE_", "WEBCHAT_"]);
  const value = (name: string, fallback: string) => JSON.stringify(env[name]?.trim() || fallback);
  return {
    root: web,
    envDir: root,
    envPrefix: "VITE_",
    plugins: [sonnerWithoutInlineStyle(), react(), tailwindcss(), precompress()],
    resolve: { alias: { "@": path.join(web, "src"), "@shared": path.join(web, "shared") } },
    define: {
      // The server's CSP allows the frame origin of WEBCHAT_URL: the build takes the same value.
      "import.meta.env.VITE_WEBCHAT_URL": JSON.stringify(webchatUrlForBuild(env)),
      "import.meta.env.VITE_WEBCHAT_CONFIG_URL": value("VITE_WEBCHAT_CONFIG_URL", env.WEBCHAT_CONFIG_URL?.trim() || "/webchat/config.json"),
      // Empty means "same origin", resolved in the browser.
      "import.meta.env.VITE_SUPABASE_URL": value("VITE_SUPABASE_URL", ""),
      "import.meta.env.VITE_SUPABASE_ANON_KEY": value("VITE_SUPABASE_ANON_KEY", "public-anon-key"),
    },
    build: {
      outDir: path.join(root, "dist/web"),
      emptyOutDir: true,
      target: "es2022",
      rollupOptions: {
        input: {
          main: path.join(web, "index.html"),
          webchat: path.join(web, "webchat/index.html"),
        },
      },
    },
  };
});
