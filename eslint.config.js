import js from "@eslint/js";
import globals from "globals";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".cache/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Tests read untyped JSON bodies; `any` there is deliberate.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its errors; awaiting a non-promise or asserting
    // a type the value already has hides a misunderstanding.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // React event handlers may be async: their promise is handled inside (toasts), not by React.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
    },
  },
  {
    // No regular expression may take super-linear time (issue 23, decision 018): text up to 200 000
    // characters reaches many of them. Only the plugin's rules about run time and capturing groups that
    // backtrack, not its style rules. "potential" also reports patterns whose use the plugin cannot see.
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential", ignorePartial: false }],
      "regexp/no-misleading-capturing-group": "error",
      "regexp/no-dupe-disjunctions": ["error", { reportExponentialBacktracking: "potential" }],
    },
  },
  {
    // Only the configuration module reads the environment (server/config.ts).
    files: ["server/**/*.ts"],
    ignores: ["server/config.ts", "server/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through server/config.ts." },
      ],
    },
  },
);
