import { describeJobFields, describeJobListFields } from "#contract/endpoints/jobs";
import type { ApiClient } from "~/lib/api/client.server";
import { languageOptions } from "~/components/forms/language-options";
import { getWebEnv } from "~/lib/env.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { jobChoices } from "~/components/job-editor/job-choices";
import { jobFormSchema } from "~/components/job-editor/job-form";

/**
 * What every editor page's loader sends besides the job: the form's constraints, the selects' options and the
 * map's tiles. Not the places: the server writes them into the document (./PlaceSelect.tsx,
 * docs/forms.md#long-option-lists).
 */
export async function editorOptions(request: Request, api: ApiClient, jobId?: number) {
  // `OPTIONS /jobs/` describes creating, `OPTIONS /jobs/{id}/` editing: the fields and their choices.
  const metadata = await (jobId === undefined
    ? api.call(describeJobListFields)
    : api.call(describeJobFields, { params: { id: jobId } }));
  const locale = detectLocale(request);
  return {
    constraint: formConstraint(jobFormSchema),
    choices: jobChoices(metadata),
    languages: languageOptions(locale),
    tileUrl: getWebEnv().MAP_TILE_URL,
  };
}
