import type account from "../../../locales/en/account.json";
import type auth from "../../../locales/en/auth.json";
import type common from "../../../locales/en/common.json";
import type contact from "../../../locales/en/contact.json";
import type home from "../../../locales/en/home.json";
import type info from "../../../locales/en/info.json";
import type legal from "../../../locales/en/legal.json";

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
    };
  }
}
