import type { InputHTMLAttributes } from "react";
import { ROLES, type Role } from "#contract/enums";
import { ErrorList } from "~/components/forms/Field";

/** The two kinds of account as a radio group: a legend, one labelled radio per role, the group's errors. */
export function RoleChoice({
  legend,
  labels,
  radioProps,
  errorId,
  errors,
}: {
  legend: string;
  labels: Record<Role, string>;
  /** The props of one role's radio (conform's `getInputProps(field, { type: "radio", value })`). */
  radioProps: (role: Role) => InputHTMLAttributes<HTMLInputElement> & { id: string };
  errorId: string;
  errors?: readonly string[];
}) {
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className="signup-roles" aria-describedby={invalid ? errorId : undefined}>
      <legend>{legend}</legend>
      {ROLES.map((role) => {
        // Conform sets the enum's pattern on every input; HTML forbids it on a radio (required does the check).
        const { pattern: _pattern, ...props } = radioProps(role);
        const id = `${props.id}-${role.toLowerCase()}`;
        return (
          <div className="signup-roles__option" key={role}>
            <input {...props} id={id} aria-invalid={invalid ? true : undefined} aria-describedby={undefined} />
            <label htmlFor={id}>{labels[role]}</label>
          </div>
        );
      })}
      <ErrorList id={invalid ? errorId : undefined} errors={errors} />
    </fieldset>
  );
}
