/**
 * The lint rule that keeps the tiers apart (eslint/tier-boundaries.mjs; docs/api-contract.md "Layout"): each
 * forbidden arrow is reported, the allowed ones are not. ESLint's RuleTester runs inside vitest's `it`.
 */
import path from "node:path";
import { RuleTester, type Rule } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import tiers from "../../eslint/tier-boundaries.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, "../..");
const file = (relative: string) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: "module" } });
const refused = (code: string, filename: string) => ({ code, filename: file(filename), errors: 1 });

tester.run("tier-boundaries", tiers.rules["tier-boundaries"] as unknown as Rule.RuleModule, {
  valid: [
    { code: 'import { z } from "zod";', filename: file("contract/jobs.ts") },
    { code: 'import { endpoint } from "../endpoint";', filename: file("contract/endpoints/jobs.ts") },
    { code: 'import { jobSchema } from "#contract/jobs";', filename: file("app/routes/x.tsx") },
    { code: 'import { redactText } from "../../common/redact";', filename: file("app/lib/x.ts") },
    { code: 'import { redactText } from "../common/redact";', filename: file("server/logger.ts") },
    { code: 'import type { AppContext } from "../app/load-context";', filename: file("server/web-tier.ts") },
    { code: 'import { getWebEnv } from "./app/lib/env.server";', filename: file("server.ts") },
    { code: 'import { createApi } from "../api/app";', filename: file("server/api-tier.ts") },
    { code: 'import { fail } from "../models/errors";', filename: file("api/routes/x.ts") },
  ],
  invalid: [
    refused('import { isIsoDate } from "../common/dates";', "contract/dates.ts"),
    refused('import { Hono } from "hono";', "contract/endpoint.ts"),
    refused('import { jobs } from "../api/db/schema";', "common/x.ts"),
    refused('import { eq } from "drizzle-orm";', "app/lib/x.server.ts"),
    refused('import { db } from "../../api/db/client";', "app/lib/x.server.ts"),
    refused('import { logger } from "../../server/logger";', "app/lib/x.server.ts"),
    refused('import { t } from "~/lib/i18n/config";', "api/services/x.ts"),
    refused('import type { SharedRedis } from "../../server/redis";', "api/services/x.ts"),
    refused('import { redactText } from "../app/lib/whatever";', "server/logger.ts"),
    refused('const m = await import("../../api/db/client");', "app/lib/x.server.ts"),
  ],
});
