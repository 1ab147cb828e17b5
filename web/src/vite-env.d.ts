/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_WEBCHAT_URL: string;
  readonly VITE_WEBCHAT_CONFIG_URL: string;
  /** Empty: our own server on the same origin. */
  readonly VITE_SUPABASE_URL: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
