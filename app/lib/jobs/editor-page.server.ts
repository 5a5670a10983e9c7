import { describeJobFields, describeJobListFields } from "#contract/endpoints/jobs";
import type { ApiClient } from "~/lib/api/client.server";
import { getWebEnv } from "~/lib/env.server";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { jobChoices } from "~/components/job-editor/job-choices";
import { jobFormSchema } from "~/components/job-editor/job-form";

/**
 * What every editor page's loader sends besides the job: the form's constraints, the selects' choices and the
 * map's tiles. Not the places or the languages: the server writes them into the document
 * (~/components/job-editor/PlaceSelect.tsx and LanguageSelect.tsx, docs/forms.md#long-option-lists).
 */
export async function editorOptions(api: ApiClient, jobId?: number) {
  // `OPTIONS /jobs/` describes creating, `OPTIONS /jobs/{id}/` editing: the fields and their choices.
  const metadata = await (jobId === undefined
    ? api.call(describeJobListFields)
    : api.call(describeJobFields, { params: { id: jobId } }));
  return {
    constraint: formConstraint(jobFormSchema),
    choices: jobChoices(metadata),
    tileUrl: getWebEnv().MAP_TILE_URL,
  };
}
