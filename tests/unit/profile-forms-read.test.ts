/**
 * The worker's profile forms read one way (issue 22 point 3): each action reads its form with its schema
 * (`readSubmission`), so what a page's buttons and hidden fields may say is the schema's. The work-experience
 * pages' buttons are a union on `intent`: a button a page does not have, or a Delete without its experience, is a
 * 400 in the page's words and nothing reaches the API; the contract's checks across an experience's dates still
 * run. The photo and its remove box are read from the submission too. Actions run against a stand-in API.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { experienceEditSchema, experienceListSchema, experienceOf } from "~/lib/profiles/work-experience-form.server";
import { parseForm } from "~/lib/forms/schema-form.server";
import { action as basicInfoAction } from "~/routes/employee.profile.$uuid_.basic-info/route";
import { action as editExperienceAction } from "~/routes/employee.profile.$uuid_.work-experience_.$experienceId/route";
import { action as experiencesAction } from "~/routes/employee.profile.$uuid_.work-experience/route";
import { READS } from "../support/action-cases";
import { testLoadContext } from "../support/load-context";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";

const PROFILE = "3c9d2e1f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";
const experience = {
  job_title: "Waiter",
  company_name: "Blue Lagoon Taverna",
  start_date: "2024-05-01",
  end_date: "2024-10-01",
};

const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("the work-experience pages' buttons, as their schemas read them", () => {
  it("the list's Add carries an experience, its Delete the experience's id", () => {
    const added = parseForm(formOf({ intent: "add", ...experience }), experienceListSchema, { codes: true });
    expect(added.status).toBe("success");
    if (added.status === "success" && added.value.intent === "add")
      // The API gets the experience without the button.
      expect(experienceOf(added.value)).toEqual(experience);
    const deleted = parseForm(formOf({ intent: "delete", id: "4" }), experienceListSchema, { codes: true });
    expect(deleted.status === "success" && deleted.value).toEqual({ intent: "delete", id: 4 });
  });

  it("a Delete without a usable id is refused on its id, in spec section 8's words", () => {
    const deletes: Record<string, string>[] = [
      { intent: "delete" },
      { intent: "delete", id: "four" },
      { intent: "delete", id: "0" },
    ];
    for (const fields of deletes) {
      const submission = parseForm(formOf(fields), experienceListSchema, { codes: true });
      expect(submission.status === "error" && submission.error).toEqual({ id: ["profile.edit.experienceIdRequired"] });
    }
  });

  it("a button the page does not have, or none, is refused as an invalid action", () => {
    for (const [schema, fields] of [
      [experienceListSchema, { intent: "publish", ...experience }],
      [experienceListSchema, experience],
      [experienceEditSchema, { intent: "add", ...experience }],
    ] as const) {
      const submission = parseForm(formOf(fields), schema, { codes: true });
      expect(submission.status === "error" && submission.error).toEqual({ intent: ["profile.edit.invalidAction"] });
    }
  });

  it("the contract's checks across the dates still run, in the codes' words, on Add and on Save", () => {
    const ending = parseForm(
      formOf({ intent: "add", ...experience, start_date: "2024-10-01", end_date: "2024-05-01" }),
      experienceListSchema,
      { codes: true },
    );
    expect(ending.status === "error" && ending.error).toEqual({ end_date: ["refusals:end_before_start"] });
    const current = parseForm(formOf({ intent: "update", ...experience, is_current: "on" }), experienceEditSchema, {
      codes: true,
    });
    expect(current.status === "error" && current.error).toEqual({ end_date: ["refusals:current_with_end"] });
    // A Delete has no dates to check.
    expect(parseForm(formOf({ intent: "delete" }), experienceEditSchema).status).toBe("success");
  });
});

/** Runs a route's action as the worker, the stand-in API answering the profile's read; the calls it made. */
async function post(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  params: Record<string, string>,
  fields: Record<string, string | File>,
) {
  const calls: { method: string; path: string; body: FormData | null }[] = [];
  const apiFetch = async (request: Request): Promise<Response> => {
    if (request.method === "GET" && asksForUser(request)) return userAnswer("EMPLOYEE");
    const apiPath = new URL(request.url).pathname.replace(/^\/api/, "");
    const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
    calls.push({ method: request.method, path: apiPath, body: multipart ? await request.formData() : null });
    if (request.method === "GET") return Response.json(READS[apiPath]);
    return request.method === "DELETE" ? new Response(null, { status: 204 }) : Response.json(READS[apiPath] ?? {});
  };
  const request = new Request(`http://localhost/employee/profile/${PROFILE}/${path}`, {
    method: "POST",
    body: formOf(fields),
    headers: { Cookie: `i18next=en; access=${accessToken()}; refresh=made-up-refresh` },
  });
  const result = await action({ request, context: testLoadContext(apiFetch), params: { uuid: PROFILE, ...params } });
  const writes = calls.filter((call) => call.method !== "GET");
  return { result, writes };
}

/** `data(value, init)` as single fetch returns it: the value and its status. */
const answerOf = (result: unknown) => {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, data };
};

describe("the actions answer a misdirected button with a 400 in the page's words, asking the API nothing", () => {
  it("the list: an unknown button, and a Delete without its experience, above the list", async () => {
    const unknown = await post(experiencesAction, "work-experience", {}, { intent: "publish", id: "4" });
    expect(answerOf(unknown.result)).toEqual({
      status: 400,
      data: { reply: null, deleteError: "profile.edit.invalidAction" },
    });
    expect(unknown.writes).toEqual([]);
    const nameless = await post(experiencesAction, "work-experience", {}, { intent: "delete" });
    expect(answerOf(nameless.result)).toEqual({
      status: 400,
      data: { reply: null, deleteError: "profile.edit.experienceIdRequired" },
    });
    expect(nameless.writes).toEqual([]);
  });

  it("the list: a Delete names the experience to the API", async () => {
    const { result, writes } = await post(experiencesAction, "work-experience", {}, { intent: "delete", id: "4" });
    expect((result as Response).status).toBe(302);
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual(["DELETE /work-experiences/4/"]);
  });

  it("one experience's page: an unknown button above its form, with the values entered kept", async () => {
    const { result, writes } = await post(
      editExperienceAction,
      "work-experience/4",
      { experienceId: "4" },
      { intent: "remove", ...experience },
    );
    const answer = answerOf(result);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      error: { "": ["profile.edit.invalidAction"] },
      initialValue: { company_name: experience.company_name },
    });
    expect(writes).toEqual([]);
  });
});

describe("the basics' photo is read from the submission", () => {
  const basics = { headline: "Barista in Oia", bio: "", city: "Oia", country: "GR" };

  it("a chosen photo is sent as it came", async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], "me.jpg", { type: "image/jpeg" });
    const { writes } = await post(basicInfoAction, "basic-info", {}, { ...basics, avatar: photo });
    const sent = writes[0]?.body?.get("avatar");
    expect(sent instanceof File && sent.size).toBe(3);
  });

  it("the remove box empties the photo; an empty file input with it unticked leaves the photo alone", async () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const removed = await post(basicInfoAction, "basic-info", {}, { ...basics, avatar: empty, remove_avatar: "on" });
    expect(removed.writes[0]?.body?.get("avatar")).toBe("");
    const kept = await post(basicInfoAction, "basic-info", {}, { ...basics, avatar: empty });
    expect(kept.writes[0]?.body?.has("avatar")).toBe(false);
    expect(kept.writes[0]?.body?.get("headline")).toBe(basics.headline);
  });
});
