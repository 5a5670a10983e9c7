/**
 * The arrows between the tiers (docs/api-contract.md "Layout"; design section 2), as a lint rule, so the layout
 * stays true by itself:
 *
 * - contract/ depends on zod alone: both tiers and the browser load it;
 * - common/ (what the tiers share: configuration rules, redaction, the error reference, scrubbing, Redis) reaches
 *   into no tier;
 * - the web (app/) never reaches the database or the API's internals: it talks to /api through its client;
 * - the API (api/) knows nothing of the web or of the server around it;
 * - the server (server/, server.ts) hosts both tiers, and of the web it uses only the load context it fills and
 *   the web tier's configuration.
 *
 * An import is resolved to a path in the repository (`~/` is app/, `#contract/` is contract/, relative paths from the
 * importing file); a package is named by itself. Not eslint-plugin-import's no-restricted-paths: that needs a
 * resolver for the two aliases, and these five rules are all we ask.
 */
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const DATABASE_PACKAGES = ["drizzle-orm", "pg", "@electric-sql/pglite", "pg-boss"];

/** Each rule: the files it governs, and what they may not import (with the reason shown). */
const RULES = [
  {
    files: "contract/",
    refuse: (target) =>
      target.kind === "package"
        ? target.name !== "zod" && "the contract depends on zod alone"
        : !target.path.startsWith("contract/") && "the contract depends on nothing outside contract/",
  },
  {
    files: "common/",
    refuse: (target) =>
      target.kind === "path" &&
      ["app/", "api/", "server/"].some((tier) => target.path.startsWith(tier)) &&
      "common/ is shared by the tiers and reaches into none of them",
  },
  {
    files: "app/",
    refuse: (target) => {
      if (target.kind === "package") {
        return DATABASE_PACKAGES.includes(target.name) && "the web never reaches the database: ask the API";
      }
      if (target.path.startsWith("api/")) return "the web reaches the API through its client, never its internals";
      if (target.path.startsWith("server/")) return "the web does not import the server around it";
      return false;
    },
  },
  {
    files: "api/",
    refuse: (target) =>
      target.kind === "path" &&
      (target.path.startsWith("app/") || target.path.startsWith("server/")) &&
      "the API knows nothing of the web or of the server around it",
  },
  {
    files: "server/",
    refuse: (target) =>
      target.kind === "path" &&
      target.path.startsWith("app/") &&
      !["app/load-context", "app/lib/env.server"].includes(target.path.replace(/\.tsx?$/, "")) &&
      "the server uses only the web's load context and configuration; move what both need to common/",
  },
];

function resolve(specifier, filename) {
  if (specifier.startsWith("~/")) return { kind: "path", path: `app/${specifier.slice(2)}` };
  if (specifier.startsWith("#contract/")) return { kind: "path", path: `contract/${specifier.slice(10)}` };
  if (specifier.startsWith(".")) {
    const absolute = path.resolve(path.dirname(filename), specifier);
    return { kind: "path", path: path.relative(ROOT, absolute).split(path.sep).join("/") };
  }
  if (specifier.startsWith("node:")) return { kind: "package", name: specifier };
  const parts = specifier.split("/");
  return { kind: "package", name: specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0] };
}

/** The rule for `filename`, by its place in the repository (server.ts counts as server/). */
function ruleFor(filename) {
  const relative = path.relative(ROOT, filename).split(path.sep).join("/");
  const place = relative === "server.ts" ? "server/server.ts" : relative;
  return RULES.find((rule) => place.startsWith(rule.files));
}

const tierBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Imports respect the arrows between contract, common, app, api and server." },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const rule = ruleFor(filename);
    if (!rule) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const reason = rule.refuse(resolve(source.value, filename));
      if (reason) context.report({ node: source, message: `${source.value}: ${reason}.` });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { "tier-boundaries": tierBoundaries } };
