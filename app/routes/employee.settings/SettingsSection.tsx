import { Form } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { ErrorList } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";

/**
 * One part of the settings page (docs/sessions-and-accounts.md#account-settings): its heading, the sentences that lead
 * it, and one POST form carrying its `intent`, with the form's own errors above the fields (when it has a form-wide
 * error list) and the submit button below them. `form` adds to the `<Form>` (reloadDocument, the form kit's props,
 * onSubmit).
 */
export function SettingsSection({
  headingId,
  id,
  heading,
  lead = [],
  intent,
  form,
  formErrors,
  submit,
  children,
}: {
  headingId: string;
  /** The section's own anchor (`#mail-preferences`), where a link points at it. */
  id?: string;
  heading: string;
  lead?: readonly string[];
  intent: string;
  form?: Omit<ComponentProps<typeof Form>, "method" | "children">;
  formErrors?: { id?: string; errors?: readonly string[] };
  submit: ComponentProps<typeof SubmitButton>;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} id={id} className="settings-section">
      <h2 id={headingId}>{heading}</h2>
      {lead.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <Form method="post" {...form}>
        <input type="hidden" name="intent" value={intent} />
        {formErrors ? <ErrorList id={formErrors.id} errors={formErrors.errors} /> : null}
        {children}
        <SubmitButton {...submit} />
      </Form>
    </section>
  );
}
