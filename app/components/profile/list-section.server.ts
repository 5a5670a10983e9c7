import { data, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { updateEmployeeProfile } from "#contract/endpoints/profiles";
import type { EmployeeProfile } from "#contract/profiles";
import { asRefusal } from "~/lib/api/refusals.server";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { parseForm } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ITEM_FIELD, type ProfileListName } from "./sections";

/** What a list section's action answers when it does not redirect: the add form's reply, or a failed removal. */
export interface ListSectionReply {
  reply: SubmissionResult<string[]> | null;
  removeError: string | null;
}

/**
 * The action of a list section of the profile (skills, languages, availability): `intent=add` checks one item
 * with the contract's item schema and appends it, `intent=remove` drops the item whose key (`item`) the page
 * sent. Either way the whole list is sent back with `PATCH /employees/{uuid}/` (a list sent replaces the stored
 * one), so the API checks the list as a whole (a skill listed twice). A key that names no item (removed in another
 * tab, or a crafted request) changes nothing and says 'Invalid action'.
 */
export async function changeProfileList<Name extends ProfileListName, Schema extends z.ZodTypeAny>({
  request,
  context,
  uuid,
  list,
  itemSchema,
  keyOf,
  itemFields,
}: {
  request: Request;
  context: AppLoadContext;
  uuid: string | undefined;
  list: Name;
  itemSchema: Schema;
  keyOf: (item: EmployeeProfile[Name][number]) => string;
  /** The add form's fields, as the API names them inside an item. */
  itemFields: readonly string[];
}) {
  const { api, profile } = await requireOwnEmployeeProfile(request, context, uuid);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const current: Array<EmployeeProfile[Name][number]> = profile[list];
  const fail = (body: ListSectionReply) => data(body, { status: 400 });
  let next: unknown[];
  const submission = intent === "add" ? parseForm(formData, itemSchema, { codes: true }) : null;
  if (submission) {
    if (submission.status !== "success") return fail({ reply: submission.reply(), removeError: null });
    next = [...current, submission.value];
  } else if (intent === "remove") {
    const index = current.findIndex((item) => keyOf(item) === formData.get("item"));
    if (index === -1) return fail({ reply: null, removeError: "profile.edit.invalidAction" });
    next = current.filter((_, position) => position !== index);
  } else {
    return fail({ reply: null, removeError: "profile.edit.invalidAction" });
  }
  const form = new FormData();
  form.set(list, JSON.stringify(next));
  try {
    await api.call(updateEmployeeProfile, { params: { uuid: profile.uuid }, formData: form });
  } catch (error) {
    // `skills` (the list as a whole) and `skills.3.name` (the added item) land on the add form's fields.
    const fields = (field: string) => {
      const inItem = field.startsWith(`${list}.`) ? field.split(".").slice(2).join(".") : field;
      const name = inItem === list ? ITEM_FIELD[list] : inItem;
      return itemFields.includes(name) ? name : undefined;
    };
    // A removal has no fields: its one message is the API's first, in the words of its code, or the common words.
    const refusal = asRefusal(
      error,
      request,
      submission ? { fields, lead: "profile.edit.failed", codes: true } : { codes: true },
    );
    const body = submission
      ? { reply: submission.reply(refusal), removeError: null }
      : { reply: null, removeError: refusal.message };
    return data<ListSectionReply>(body, { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(`/employee/profile/${profile.uuid}/${list}`, {
    type: "success",
    title: t(submission ? "profile.edit.added" : "profile.edit.removed"),
  });
}
