/**
 * Following a company (issue 10, areas.md): `GET/POST/DELETE /companies/{uuid}/follow/` over HTTP, with the
 * permission matrix (guest, employee, another employee, company), idempotent writes and unknown companies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyFollows } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";

let api: TestApi;
let worker: TestUser;
let otherWorker: TestUser;
let owner: TestUser;
let companyId: string;

beforeAll(async () => {
  api = await startTestApi();
  [worker, otherWorker, owner] = await Promise.all([api.createUser("EMPLOYEE"), api.createUser("EMPLOYEE"), api.createUser("COMPANY")]);
  const [row] = await api.db.insert(companies).values({ ownerId: owner.id, name: "Naxos Bay Hotel" }).returning({ id: companies.id });
  companyId = row.id;
});
afterAll(() => api.stop());

const path = () => `/companies/${companyId}/follow/`;
const follows = () => api.db.select().from(companyFollows);

describe("following a company", () => {
  it("is read, set and unset by a worker, idempotently, each worker for themselves", async () => {
    const read = async (as: TestUser) => (await (await api.request(path(), { as })).json()) as { followed: boolean };
    expect(await read(worker)).toEqual({ followed: false });
    for (let time = 0; time < 2; time += 1) {
      const followed = await api.request(path(), { method: "POST", as: worker });
      expect(followed.status).toBe(200);
      expect(await followed.json()).toEqual({ followed: true });
    }
    expect(await read(worker)).toEqual({ followed: true });
    expect(await read(otherWorker)).toEqual({ followed: false });
    expect(await follows()).toHaveLength(1);
    for (let time = 0; time < 2; time += 1) {
      const unfollowed = await api.request(path(), { method: "DELETE", as: worker });
      expect(await unfollowed.json()).toEqual({ followed: false });
    }
    expect(await follows()).toHaveLength(0);
  });

  it("is for workers: a guest is 401, a company 403, and nothing is stored", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await api.request(path(), { method })).status, method).toBe(401);
      expect((await api.request(path(), { method, as: owner })).status, method).toBe(403);
    }
    expect(await follows()).toHaveLength(0);
  });

  it("answers 404 for an unknown or malformed company, and ignores a body", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await api.request("/companies/00000000-0000-4000-8000-000000000000/follow/", { method, as: worker })).status).toBe(404);
      expect((await api.request("/companies/naxos/follow/", { method, as: worker })).status).toBe(404);
    }
    const withBody = await api.request(path(), { method: "POST", as: worker, json: { followed: false, user: otherWorker.id } });
    expect(await withBody.json()).toEqual({ followed: true });
    expect((await follows()).map((row) => row.userId)).toEqual([worker.id]);
  });
});
