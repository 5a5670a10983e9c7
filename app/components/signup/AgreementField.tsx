import type { InputHTMLAttributes } from "react";
import { RichText } from "~/components/content/RichText";
import { ErrorList } from "~/components/forms/Field";

/** The terms checkbox (`agreement`): its label links to the Terms of use and the Privacy policy. */
export function AgreementField({
  label,
  inputProps,
  errors,
}: {
  label: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: readonly string[];
}) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined;
  return (
    <div className="signup-agreement">
      <div className="signup-agreement__row">
        <input aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...inputProps} />
        <label htmlFor={inputProps.id}>
          <RichText text={label} />
        </label>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
