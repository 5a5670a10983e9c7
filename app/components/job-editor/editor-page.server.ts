import type { ApiClient } from "~/lib/api/client.server";
import { jobOptions } from "~/lib/api/jobs.server";
import { languageOptions } from "~/components/forms/language-options";
import { getWebEnv } from "~/lib/env.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { jobChoices } from "./job-choices";

/** What every editor page's loader sends besides the job: the selects' options and the map's tiles. */
export async function editorOptions(request: Request, api: ApiClient, jobId?: number) {
  const metadata = await jobOptions(api, jobId);
  return {
    choices: jobChoices(metadata),
    languages: languageOptions(detectLocale(request)),
    tileUrl: getWebEnv().MAP_TILE_URL,
  };
}
