import { describe, expect, it } from "vitest";
import { getFixedT, getServerI18n } from "~/lib/i18n/i18next.server";
import { getNamespaceResource } from "~/lib/i18n/resources.server";

describe("server i18n", () => {
  it("translates in the request's language", () => {
    const english = getFixedT(new Request("http://localhost/?lng=en"), "common");
    const greek = getFixedT(new Request("http://localhost/", { headers: { "Accept-Language": "el-GR" } }), "common");
    expect(english("errors.notFound.title")).toBe("Page Not Found");
    expect(greek("errors.notFound.title")).toBe("Η σελίδα δεν βρέθηκε");
  });

  it("shares one instance per language that never switches language", () => {
    getFixedT("en", "home");
    expect(getServerI18n("gr").language).toBe("gr");
    expect(getServerI18n("en").language).toBe("en");
  });
});

describe("getNamespaceResource", () => {
  it("serves known namespaces of known languages only", () => {
    expect(getNamespaceResource("gr", "home")).toMatchObject({ hero: { searchButton: "Αναζήτηση θέσεων" } });
    expect(getNamespaceResource("el", "home")).toBeNull();
    expect(getNamespaceResource("en", "secrets")).toBeNull();
    expect(getNamespaceResource("en", "__proto__")).toBeNull();
    expect(getNamespaceResource(undefined, undefined)).toBeNull();
  });
});
