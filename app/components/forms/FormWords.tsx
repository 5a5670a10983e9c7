import { createContext, useContext, type ReactNode } from "react";
import { errorText } from "~/lib/forms/error-text";

/**
 * A form's words for its errors (docs/forms.md#errors-in-the-readers-words): the form's messages stay keys until
 * they are shown, and the Field family says them through the translator the form provides once, so a field is
 * written `errors={fields.title.errors}`. `t` is the form's namespace, `values` what its messages interpolate (an
 * upload's limits); a message names another namespace itself (`common:form.required`, `refusals:<code>`).
 * Outside a provider, messages show as they are.
 */
type Translate = (messages: readonly string[] | undefined) => readonly string[] | undefined;

const FormWordsContext = createContext<Translate>((messages) => messages);

export function FormWords({
  t,
  values,
  children,
}: {
  t: (key: never, options?: never) => string;
  values?: Record<string, string>;
  children: ReactNode;
}) {
  return <FormWordsContext.Provider value={errorText(t, values)}>{children}</FormWordsContext.Provider>;
}

/** The messages of a field or a form in the reader's words (used by the Field family). */
export function useErrorWords(messages: readonly string[] | undefined): readonly string[] | undefined {
  return useContext(FormWordsContext)(messages);
}
