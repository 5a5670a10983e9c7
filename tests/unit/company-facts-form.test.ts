import { describe, expect, it } from "vitest";
import { companyCreateSchema } from "#contract/profiles";
import { COMPANY_FACT_FIELDS, companyFactsForm } from "~/components/company/company-facts";
import { companyFactsSchema } from "~/components/company/company-facts-schema";
import { INDUSTRIES_MESSAGE } from "~/components/company/industries-message";
import { parseForm } from "~/lib/forms/schema-form.server";
import { COMPANY_FACTS_FORM } from "../fixtures/forms";

/** The company's facts form (profile/create and the about tab) reads what the API takes, and says what is missing. */
const submit = (values: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return parseForm(data, companyFactsSchema);
};

describe("the company facts form", () => {
  it("reads industries typed as one line into the API's list, and the body passes the API's own schema", () => {
    const submission = submit(COMPANY_FACTS_FORM);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.industries).toEqual(["Hotel", "Restaurant"]);
    const body = companyFactsForm(submission.value, submission.payload);
    expect([...body.keys()].sort()).toEqual([...COMPANY_FACT_FIELDS].sort());
    expect(body.get("industries")).toBe('["Hotel","Restaurant"]');
    const api = companyCreateSchema.safeParse(Object.fromEntries(body.entries()));
    expect(api.success && api.data).toMatchObject({
      industries: ["Hotel", "Restaurant"],
      years_in_business: 12,
      website: null,
    });
  });

  it.each([
    ["name", { name: "" }, "common:form.required"],
    ["industries", { industries: " , " }, INDUSTRIES_MESSAGE],
    ["industries", { industries: Array.from({ length: 11 }, (_, i) => `Trade ${i}`).join(", ") }, INDUSTRIES_MESSAGE],
    ["email", { email: "jobs-at-naxos" }, "common:form.invalid"],
    ["years_in_business", { years_in_business: "" }, "common:form.required"],
  ])("names %s when it is wrong (%j)", (field, change, message) => {
    const submission = submit({ ...COMPANY_FACTS_FORM, ...change });
    if (submission.status === "success") throw new Error("the form should be refused");
    expect(submission.error?.[field]).toEqual([message]);
  });

  it("sends a chosen logo along, and no empty file", () => {
    const submission = submit({
      ...COMPANY_FACTS_FORM,
      logo: new File([new Uint8Array([1, 2, 3])], "logo.png", { type: "image/png" }),
      cover_image: new File([], ""),
    });
    if (submission.status !== "success") throw new Error("the filled form is valid");
    const body = companyFactsForm(submission.value, submission.payload);
    expect(body.get("logo")).toBeInstanceOf(File);
    expect(body.has("cover_image")).toBe(false);
  });
});
