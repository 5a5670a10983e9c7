import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES, applicationCreateSchema } from "#contract/applications";
import { applyFailureOf } from "~/routes/jobs.$jobId.apply/apply-errors.server";
import { ApplySchema, COVER_LETTER_MAX_LENGTH } from "~/routes/jobs.$jobId.apply/apply-form-schema";
import { ApiError } from "~/lib/api/client.server";

const form = (coverLetter?: string) => {
  const data = new FormData();
  if (coverLetter !== undefined) data.set("cover_letter", coverLetter);
  return parseWithZod(data, { schema: ApplySchema });
};

describe("ApplySchema", () => {
  it("agrees with the contract's limit, counting line endings as the API does", () => {
    const longest = "a".repeat(COVER_LETTER_MAX_LENGTH);
    expect(applicationCreateSchema.safeParse({ job: 1, cover_letter: longest }).success).toBe(true);
    expect(applicationCreateSchema.safeParse({ job: 1, cover_letter: `${longest}a` }).success).toBe(false);
    expect(form(longest).status).toBe("success");
    expect(form(`${longest}a`).status).toBe("error");
    // A browser sends line breaks as CRLF; the API counts them as one character, and so does the form.
    const withBreaks = `${"a\r\n".repeat(100)}${"a".repeat(COVER_LETTER_MAX_LENGTH - 200)}`;
    expect(form(withBreaks).status).toBe("success");
    expect(applicationCreateSchema.safeParse({ job: 1, cover_letter: withBreaks }).success).toBe(true);
  });

  it("accepts every letter a browser's maxlength lets through, and refuses one character more (docs/forms.md#get-forms-and-short-urls)", () => {
    // The text area's maxlength counts its value: UTF-16 code units, a line break as one (`\n`). The browser
    // sends each line break as CRLF: the form and the API count it once, as the browser did.
    const letters = [
      `${"Dear hiring team,\n\n".repeat(200)}`.padEnd(COVER_LETTER_MAX_LENGTH, "x"),
      `a${"\n".repeat(2000)}${"b".repeat(COVER_LETTER_MAX_LENGTH - 2002)}c`,
      "😀".repeat(COVER_LETTER_MAX_LENGTH / 2),
      `Αγαπητή ομάδα,\n${"ε".repeat(COVER_LETTER_MAX_LENGTH - 15)}`,
    ];
    for (const inTheBox of letters) {
      expect(inTheBox.length).toBe(COVER_LETTER_MAX_LENGTH);
      const sent = inTheBox.replace(/\n/g, "\r\n");
      expect(form(sent).status).toBe("success");
      expect(applicationCreateSchema.safeParse({ job: 1, cover_letter: sent }).success).toBe(true);
      const oneMore = `${inTheBox}z`.replace(/\n/g, "\r\n");
      expect(form(oneMore).status).toBe("error");
      // White space at either end is trimmed: it can only make a letter shorter.
      expect(form(` ${sent}\r\n`).status).toBe("success");
      expect(applicationCreateSchema.safeParse({ job: 1, cover_letter: oneMore }).success).toBe(false);
    }
  });

  it("makes the cover letter optional and names the message key when too long", () => {
    expect(form().status).toBe("success");
    expect(form("").status).toBe("success");
    const tooLong = form("b".repeat(COVER_LETTER_MAX_LENGTH + 1));
    expect(tooLong.status).toBe("error");
    expect(tooLong.reply().error).toEqual({ cover_letter: ["apply.errors.coverLetterTooLong"] });
  });
});

describe("applyFailureOf", () => {
  it("puts the API's refusals in the words of the apply tab, chosen by their codes", () => {
    const failure = (status: number, body: ConstructorParameters<typeof ApiError>[1]) =>
      applyFailureOf(new ApiError(status, body));
    expect(
      failure(400, { job: [APPLICATION_MESSAGES.alreadyApplied], codes: { job: [{ code: "already_applied" }] } })?.key,
    ).toBe("apply.errors.alreadyApplied");
    expect(
      failure(400, { job: [APPLICATION_MESSAGES.jobNotActive], codes: { job: [{ code: "job_not_active" }] } })?.key,
    ).toBe("apply.errors.closed");
    const gone = {
      job: [APPLICATION_MESSAGES.jobNotFound(7)],
      codes: { job: [{ code: "job_not_found", params: { id: 7 } }] },
    };
    expect(failure(400, gone)?.key).toBe("apply.errors.closed");
    // The text alone says nothing: only the code tells an application already made from a closed job.
    expect(failure(400, { job: [APPLICATION_MESSAGES.alreadyApplied] })?.key).toBe("apply.errors.closed");
    expect(
      failure(400, {
        cover_letter: ["Too long"],
        codes: { cover_letter: [{ code: "too_long", params: { max: 5000 } }] },
      }),
    ).toEqual({
      field: "cover_letter",
      key: "apply.errors.coverLetterTooLong",
      status: 400,
    });
    expect(failure(401, { detail: "x", code: "not_authenticated" })?.key).toBe("apply.errors.authenticationRequired");
    expect(failure(403, { detail: APPLICATION_MESSAGES.profileRequired, code: "employee_profile_required" })?.key).toBe(
      "apply.errors.profileRequired",
    );
    expect(failure(403, { detail: APPLICATION_MESSAGES.profileRequired })?.key).toBe("apply.errors.employeesOnly");
    expect(
      failure(403, { detail: "You do not have permission to perform this action.", code: "permission_denied" })?.key,
    ).toBe("apply.errors.employeesOnly");
    expect(failure(500, { detail: "boom" })).toEqual({ field: "form", key: "apply.errors.submitFailed", status: 503 });
    // The tab has no words of its own for these: the action says them in the common words (action-refusals.test.ts).
    expect(failure(404, { detail: "Not found.", code: "not_found" })).toBeNull();
    expect(failure(429, { detail: "Request was throttled.", code: "request_throttled" })).toBeNull();
    expect(applyFailureOf(new Error("not an API error"))).toBeNull();
  });
});
