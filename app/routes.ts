import { flatRoutes } from "@remix-run/fs-routes";
import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";

/**
 * The routes are the files in app/routes (flat routes), plus one addition: the public job list, map and job
 * pages are mounted a second time inside the employee area, as `/employee/jobs…` under the area's layout. Same
 * route modules, second ids (areas.md: "one route module per screen, never a copy"); in the area each loader
 * calls the worker's guard itself and every link stays in the area (app/lib/jobs-base.ts,
 * docs/ui.md#the-signed-in-areas). The job page's id here is read by
 * app/components/job/use-job-summary.ts.
 */
const employeeJobs: RouteConfigEntry[] = [
  route("jobs", "routes/jobs._index/route.tsx", { id: "employee/jobs" }),
  route("jobs/map", "routes/jobs.map/route.tsx", { id: "employee/jobs.map" }),
  route("jobs/:jobId", "routes/jobs.$jobId/route.tsx", { id: "employee/jobs.$jobId" }, [
    index("routes/jobs.$jobId._index/route.tsx", { id: "employee/jobs.$jobId._index" }),
    route("description", "routes/jobs.$jobId.description/route.tsx", { id: "employee/jobs.$jobId.description" }),
    route("requirements", "routes/jobs.$jobId.requirements/route.tsx", { id: "employee/jobs.$jobId.requirements" }),
    route("benefits", "routes/jobs.$jobId.benefits/route.tsx", { id: "employee/jobs.$jobId.benefits" }),
    route("apply", "routes/jobs.$jobId.apply/route.tsx", { id: "employee/jobs.$jobId.apply" }),
  ]),
];

/**
 * The settings screens are files of the employee area, mounted a second time in the company area (one module per
 * screen for both areas; each reads its area from the URL): the settings page
 * (docs/sessions-and-accounts.md#account-settings), the download of one's data and the deletion of the account (168).
 */
const companySettings: RouteConfigEntry[] = [
  route("settings", "routes/employee.settings/route.tsx", { id: "company/settings" }),
  route("settings/export", "routes/employee.settings_.export/route.ts", { id: "company/settings.export" }),
  route("settings/delete", "routes/employee.settings_.delete/route.tsx", { id: "company/settings.delete" }),
];

async function routes(): Promise<RouteConfigEntry[]> {
  const files = await flatRoutes();
  const area = files.find((entry) => entry.id === "routes/employee");
  if (!area)
    throw new Error("app/routes/employee/route.tsx is missing: the employee area's job screens have no layout");
  area.children = [...(area.children ?? []), ...employeeJobs];
  const company = files.find((entry) => entry.id === "routes/company");
  if (!company) throw new Error("app/routes/company/route.tsx is missing: the company area's settings have no layout");
  company.children = [...(company.children ?? []), ...companySettings];
  return files;
}

export default routes() satisfies RouteConfig;
