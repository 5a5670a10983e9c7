import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tiers from "./eslint/tier-boundaries.mjs";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "api/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, tiers },
    rules: {
      "tiers/tier-boundaries": "error",
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message:
            "Read a form with readFormData(request) (app/lib/forms/form-data.server.ts): a body that is not a form is a 400, not a 500.",
        },
      ],
    },
  },
  {
    // Forms are read one way (docs/forms.md#reading-a-submission): readSubmission(request, schema).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/forms/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@conform-to/zod",
              message: "Read a form with readSubmission(request, schema) (app/lib/forms/schema-form.server.ts).",
            },
            {
              name: "~/lib/forms/form-data.server",
              message: "Read a form with readSubmission(request, schema) (app/lib/forms/schema-form.server.ts).",
            },
            {
              name: "~/lib/forms/schema-form.server",
              importNames: ["parseForm"],
              message: "Read a form with readSubmission(request, schema): it reads the body and parses it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` and call their callback `use`: neither is React.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
