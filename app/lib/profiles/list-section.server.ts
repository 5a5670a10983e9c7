/**
 * The action of a list section of the profile (skills, languages, availability), one item at a time (issue 22
 * point 8): `intent=add` sends the add form's item with `POST /employees/{uuid}/<list>/`, `intent=remove` removes
 * the item whose id (`item`) the page shows with `DELETE /employees/{uuid}/<list>/{id}/`. The other items are never
 * sent, so what another tab changed meanwhile stays. Each section's form is a discriminated union on `intent`
 * (LIST_FORMS): an unknown intent, or an id that is not one, is the schema's 400, said as 'Invalid action'; so is
 * an item the API no longer has (removed in another tab).
 */
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { availabilityEndpoints, languageEndpoints, skillEndpoints } from "#contract/endpoints/profile-items";
import {
  availabilityFieldsSchema,
  checkAvailability,
  skillSchema,
  spokenLanguageSchema,
  type Availability,
  type Skill,
  type SpokenLanguage,
} from "#contract/profiles";
import { isApiError, type ApiClient } from "~/lib/api/client.server";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { ProfileListName } from "~/components/profile/sections";

/** What a list section's action answers when it does not redirect: the add form's reply, or a failed removal. */
export interface ListSectionReply {
  reply: SubmissionResult<string[]> | null;
  removeError: string | null;
}

/** The Remove button's form: the item's id as the API shows it. */
const removeForm = z.object({ intent: z.literal("remove"), item: z.number().int().positive() });

/** Each section's forms: the add form (the contract's item with `intent=add`) and the Remove buttons. */
export const LIST_FORMS = {
  skills: z.discriminatedUnion("intent", [skillSchema.extend({ intent: z.literal("add") }), removeForm]),
  languages: z.discriminatedUnion("intent", [spokenLanguageSchema.extend({ intent: z.literal("add") }), removeForm]),
  availability: z
    .discriminatedUnion("intent", [availabilityFieldsSchema.extend({ intent: z.literal("add") }), removeForm])
    .superRefine((form, ctx) => {
      if (form.intent === "add") checkAvailability(form, ctx);
    }),
} satisfies Record<ProfileListName, z.ZodTypeAny>;

type ListItems = { skills: Skill; languages: SpokenLanguage; availability: Availability };

/** The API's calls of each section: add the add form's item (its button's `intent` left out), remove one by its id. */
const LIST_CALLS: {
  [Name in ProfileListName]: {
    add: (api: ApiClient, uuid: string, form: ListItems[Name] & { intent: "add" }) => Promise<unknown>;
    remove: (api: ApiClient, uuid: string, id: number) => Promise<unknown>;
  };
} = {
  skills: {
    add: (api, uuid, { intent: _intent, ...item }) => api.call(skillEndpoints.add, { params: { uuid }, json: item }),
    remove: (api, uuid, id) => api.call(skillEndpoints.remove, { params: { uuid, id } }),
  },
  languages: {
    add: (api, uuid, { intent: _intent, ...item }) => api.call(languageEndpoints.add, { params: { uuid }, json: item }),
    remove: (api, uuid, id) => api.call(languageEndpoints.remove, { params: { uuid, id } }),
  },
  availability: {
    add: (api, uuid, { intent: _intent, ...item }) =>
      api.call(availabilityEndpoints.add, { params: { uuid }, json: item }),
    remove: (api, uuid, id) => api.call(availabilityEndpoints.remove, { params: { uuid, id } }),
  },
};

export async function changeProfileList<Name extends ProfileListName>({
  request,
  context,
  uuid,
  list,
  itemFields,
}: {
  request: Request;
  context: AppLoadContext;
  uuid: string | undefined;
  list: Name;
  /** The add form's fields, as the API names them in an item. */
  itemFields: readonly string[];
}) {
  const { api, profile } = await requireOwnEmployeeProfile(request, context, uuid);
  const submission = await readSubmission(request, LIST_FORMS[list] as z.ZodType<ListForm<Name>>, { codes: true });
  const fail = (body: ListSectionReply) => data(body, { status: 400 });
  if (submission.status !== "success") {
    // The add form's own mistakes stay on its fields; anything else posted is no action this page offers.
    return submission.payload.intent === "add"
      ? fail({ reply: submission.reply(), removeError: null })
      : fail({ reply: null, removeError: "profile.edit.invalidAction" });
  }
  const form = submission.value;
  const calls = LIST_CALLS[list];
  try {
    if (form.intent === "add") await calls.add(api, profile.uuid, form);
    else await calls.remove(api, profile.uuid, form.item);
  } catch (error) {
    if (form.intent === "remove" && isApiError(error, 404)) {
      return fail({ reply: null, removeError: "profile.edit.invalidAction" });
    }
    // A removal has no fields: its one message is the API's first, in the words of its code, or the common words.
    const refusal = asRefusal(
      error,
      request,
      form.intent === "add" ? { fields: itemFields, lead: "profile.edit.failed", codes: true } : { codes: true },
    );
    const body =
      form.intent === "add"
        ? { reply: submission.reply(refusal), removeError: null }
        : { reply: null, removeError: refusal.message };
    return data<ListSectionReply>(body, { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(`/employee/profile/${profile.uuid}/${list}`, {
    type: "success",
    title: t(form.intent === "add" ? "profile.edit.added" : "profile.edit.removed"),
  });
}

/** What a section's form holds once read: its item with `intent=add`, or the id of the item to remove. */
type ListForm<Name extends ProfileListName> = (ListItems[Name] & { intent: "add" }) | z.output<typeof removeForm>;

/**
 * A list section's action: an item added or removed; a refusal of the guard's read comes back as a toast
 * (answeringRefusals).
 */
export function listSectionAction<Name extends ProfileListName>(list: Name, itemFields: readonly string[]) {
  return answeringRefusals(({ request, context, params }: ActionFunctionArgs) =>
    changeProfileList({ request, context, uuid: params.uuid, list, itemFields }),
  );
}
