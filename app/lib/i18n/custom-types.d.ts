import type common from "../../../locales/en/common.json";
import type home from "../../../locales/en/home.json";

/** Type-checks translation keys against the English files (tests/unit/locales.test.ts keeps Greek equal). */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof home;
    };
  }
}
