import { describe, expect, it } from "vitest";
import { APPLICATION_NOTE_MAX, STATUS_MESSAGE_MAX } from "../../contract/applications";
import { APPLICATION_NOTE_MAX_TEXT, STATUS_MESSAGE_MAX_TEXT } from "../../app/components/company/applicant-limits";

describe("the applicant forms' limits", () => {
  it("are the contract's", () => {
    expect(STATUS_MESSAGE_MAX_TEXT).toBe(STATUS_MESSAGE_MAX);
    expect(APPLICATION_NOTE_MAX_TEXT).toBe(APPLICATION_NOTE_MAX);
  });
});
