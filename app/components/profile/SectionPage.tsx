import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorList } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { getFormProps, type FormMetadata } from "~/lib/forms/schema-form";
import { FormWords } from "~/components/forms/FormWords";
import { RouteTabs, TAB_CONTENT_ID } from "~/components/ui/RouteTabs";
import { useTranslation } from "~/lib/i18n/react";
import { UPLOAD_LIMITS } from "./profile-errors";
import { PROFILE_SECTIONS, profileSectionPath } from "./sections";

/**
 * The frame of every profile section's page: a way back to the profile, the section tabs (RouteTabs, so every
 * section is a tap away on a phone), the section's heading and what it is for. Its forms share the `account`
 * namespace, so the frame gives them their words once (`FormWords` with the profile forms' keys and the upload
 * limits): a field of any of them takes `errors={fields.x.errors}`.
 */
export function ProfileSectionPage({
  uuid,
  title,
  lead,
  children,
}: {
  uuid: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <div className="profile-edit">
      <p className="profile-edit__back">
        <Link to={profileSectionPath(uuid)}>{t("profile.edit.back")}</Link>
      </p>
      <div id={TAB_CONTENT_ID}>
        <RouteTabs
          base={profileSectionPath(uuid)}
          label={t("profile.sections.label")}
          tabs={PROFILE_SECTIONS.map((segment) => ({ segment, label: t(`profile.sections.${segment}`) }))}
        />
        <h1>{title}</h1>
        {lead ? <p className="profile-edit__lead">{lead}</p> : null}
        <FormWords t={t} values={UPLOAD_LIMITS}>
          {children}
        </FormWords>
      </div>
    </div>
  );
}

/**
 * The items of a list section, each with its Remove button (a form of its own: works without JavaScript). With
 * no items it says what to do next. `removeError` is a Remove's refusal, a key of the profile forms or words the
 * action already chose, said through the section page's `FormWords`.
 */
export function ProfileItems<Item>({
  labelledBy,
  items,
  keyOf,
  describe,
  empty,
  removeError,
}: {
  labelledBy: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** The item as text: shown, and named by its Remove button. */
  describe: (item: Item) => string;
  empty: string;
  removeError?: string | null;
}) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const removing =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "remove"
      ? navigation.formData.get("item")
      : null;
  return (
    <>
      <div role="alert">
        <ErrorList errors={removeError ? [removeError] : undefined} />
      </div>
      {items.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <ul className="profile-items" aria-labelledby={labelledBy}>
          {items.map((item) => {
            const key = keyOf(item);
            const text = describe(item);
            return (
              <li key={key}>
                <span>{text}</span>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="item" value={key} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="button button--small"
                    aria-label={t("profile.edit.removeItem", { item: text })}
                    disabled={removing === key}
                  >
                    {t("profile.edit.remove")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** Whether the page's add form (`intent=add`) is being sent. */
export function useIsAdding() {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === "add";
}

/**
 * A list section's body (skills, languages, availability): the list, each item with its Remove button, then the
 * add form, whose fields the page gives as children. `name` makes the list's heading id (`skills-list`).
 */
export function ProfileListSection<Item extends { id: number }>({
  name,
  title,
  items,
  describe,
  empty,
  removeError,
  form,
  addTitle,
  submitLabel,
  children,
}: {
  name: string;
  title: string;
  items: readonly Item[];
  describe: (item: Item) => string;
  empty: string;
  removeError?: string | null;
  form: FormMetadata;
  addTitle: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  const adding = useIsAdding();
  return (
    <>
      <h2 id={`${name}-list`} className="visually-hidden">
        {title}
      </h2>
      <ProfileItems
        labelledBy={`${name}-list`}
        items={items}
        keyOf={(item) => String(item.id)}
        describe={describe}
        empty={empty}
        removeError={removeError}
      />
      <Form method="post" className="auth-form profile-edit__add" {...getFormProps(form)}>
        <h2>{addTitle}</h2>
        <div role="alert">
          <ErrorList id={form.errorsId} errors={form.errors} />
        </div>
        {children}
        <SubmitButton intent="add" pending={adding} label={submitLabel} pendingLabel={t("profile.edit.adding")} />
      </Form>
    </>
  );
}
