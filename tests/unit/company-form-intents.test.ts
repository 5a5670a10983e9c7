import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { READS } from "../support/action-cases";
import { testLoadContext } from "../support/load-context";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";

/**
 * The company's forms that post only a button or a few choices read them with their schemas (issue 22 point 3): a
 * post that is not what the form sends (no intent, an unknown one, no applicant ticked) is the schema's 400 with the
 * page's own words, and nothing is written: never a 500, never a silent write.
 */
const COMPANY = "7b0f0a4e-5a86-4a43-9b5e-2c1f1b7d9a10";
const ROUTES = new URL("../../app/routes/", import.meta.url);

async function post(file: string, url: string, params: Record<string, string>, fields: Record<string, string>) {
  const writes: string[] = [];
  const context = testLoadContext((request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, "");
    if (request.method === "GET" && asksForUser(request)) return Promise.resolve(userAnswer("COMPANY"));
    if (request.method === "GET" && READS[path] !== undefined) return Promise.resolve(Response.json(READS[path]));
    writes.push(`${request.method} ${path}`);
    return Promise.resolve(Response.json({}, { status: 200 }));
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`http://localhost${url}`, {
    method: "POST",
    body,
    headers: { Cookie: `i18next=en; access=${accessToken()}; refresh=made-up-refresh` },
  });
  const module = (await import(/* @vite-ignore */ new URL(file, ROUTES).pathname)) as {
    action: (args: ActionFunctionArgs) => Promise<unknown>;
  };
  const result = (await module.action({ request, context, params })) as {
    data: unknown;
    init: ResponseInit | null;
  };
  return { status: result.init?.status, data: result.data, writes };
}

describe("a company form's post that is not the form's is a 400 that writes nothing", () => {
  it("deleting a job without the confirmation's button says the delete failed", async () => {
    const answer = await post("company.jobs.$jobId_.delete/route.tsx", "/company/jobs/7/delete", { jobId: "7" }, {});
    expect(answer).toMatchObject({ status: 400, data: { refused: ["Failed to delete job"] }, writes: [] });
  });

  it("deleting a gallery photo with another intent deletes nothing", async () => {
    const answer = await post(
      "company.profile.$uuid_.gallery.$imageId.delete/route.tsx",
      `/company/profile/${COMPANY}/gallery/9/delete`,
      { uuid: COMPANY, imageId: "9" },
      { intent: "rename" },
    );
    expect(answer).toMatchObject({ status: 400, writes: [] });
  });

  it("the applicant page: an unknown intent is the decision's failure, a bad rating the rating's", async () => {
    const unknown = await post(
      "company.applicants_.$applicationId/route.tsx",
      "/company/applicants/5",
      { applicationId: "5" },
      {
        intent: "archive",
        status: "SHORTLISTED",
      },
    );
    expect(unknown).toMatchObject({ status: 400, data: { intent: "status", error: "applicants.errors.moveFailed" } });
    expect(unknown.writes).toEqual([]);
    const rating = await post(
      "company.applicants_.$applicationId/route.tsx",
      "/company/applicants/5",
      { applicationId: "5" },
      {
        intent: "notes",
        note: "Kind with guests",
        rating: "9",
      },
    );
    expect(rating).toMatchObject({
      status: 400,
      data: { intent: "notes", error: "applicants.errors.ratingInvalid", values: { note: "Kind with guests" } },
      writes: [],
    });
  });

  it("the bulk form: no applicant ticked says so, keeping the message", async () => {
    const answer = await post(
      "company.applicants/route.tsx",
      "/company/applicants",
      {},
      {
        ids: "not-an-id",
        status: "REJECTED",
        message: "Thank you",
      },
    );
    expect(answer).toMatchObject({
      status: 400,
      data: { error: "applicants.bulk.noneSelected", values: { ids: [], message: "Thank you" } },
      writes: [],
    });
  });
});
