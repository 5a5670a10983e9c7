import type account from "../../../locales/en/account.json";
import type auth from "../../../locales/en/auth.json";
import type common from "../../../locales/en/common.json";
import type conversations from "../../../locales/en/conversations.json";
import type contact from "../../../locales/en/contact.json";
import type home from "../../../locales/en/home.json";
import type info from "../../../locales/en/info.json";
import type interviews from "../../../locales/en/interviews.json";
import type legal from "../../../locales/en/legal.json";
import type job from "../../../locales/en/job.json";
import type jobs from "../../../locales/en/jobs.json";
import type map from "../../../locales/en/map.json";
import type pricing from "../../../locales/en/pricing.json";
import type refusals from "../../../locales/en/refusals.json";
import type season from "../../../locales/en/season.json";
import type alerts from "../../../locales/en/alerts.json";
import type signup from "../../../locales/en/signup.json";

/** Type-checks translation keys against the English files (tests/unit/locales.test.ts keeps Greek equal). */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof home;
      legal: typeof legal;
      info: typeof info;
      auth: typeof auth;
      account: typeof account;
      contact: typeof contact;
      jobs: typeof jobs;
      map: typeof map;
      job: typeof job;
      signup: typeof signup;
      pricing: typeof pricing;
      refusals: typeof refusals;
      interviews: typeof interviews;
      season: typeof season;
      conversations: typeof conversations;
      alerts: typeof alerts;
    };
  }
}
