import { useFormAction, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEventHandler } from "react";

/**
 * The one pending state of a form, whichever way it posts.
 *
 * - A Remix form (`<Form method="post">`): Remix's navigation says when this form's submission is under way
 *   (`useIsPending`, as the Epic Stack has it).
 * - A document POST (`<Form reloadDocument>`, docs/sessions-and-accounts.md#activation): Remix's navigation state does
 * not see it, so
 *   the form's own submit event does (`usePendingSubmit`); only a submit that goes ahead (not prevented by
 *   validation) turns the button pending.
 */
export function useIsPending({ formAction, formMethod = "POST" }: { formAction?: string; formMethod?: string } = {}) {
  const ownAction = useFormAction();
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === formMethod &&
    navigation.formAction === (formAction ?? ownAction)
  );
}

export function usePendingSubmit(onSubmit?: FormEventHandler<HTMLFormElement>) {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    // The back/forward cache restores the page as it was left, with the button still pending.
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  const handleSubmit: FormEventHandler<HTMLFormElement> = (event) => {
    onSubmit?.(event);
    if (!event.defaultPrevented) setPending(true);
  };
  return { pending, onSubmit: handleSubmit };
}

/** The submit button: its label says what is happening while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  intent,
  danger = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Sent as `intent` when the action serves several forms (add, remove). */
  intent?: string;
  /** For what cannot be undone (deleting an account): red, not blue. */
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      className={danger ? "button button--danger" : "button button--primary"}
      disabled={pending}
      aria-live="polite"
      {...(intent ? { name: "intent", value: intent } : {})}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
