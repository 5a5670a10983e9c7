/**
 * With JavaScript the filter form applies itself: a choice at once, typing after a pause. What is sent is the
 * parsed filters written back in canonical order, so the address bar shows the same URL a shared link would,
 * without the empty fields a plain GET form adds.
 */
import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { parseJobFilters, serializeJobFilters, type JobFilters } from "#contract/job-filters";
import type { FilterFormValues } from "./filter-form-values";
import { useJobsBase } from "~/lib/jobs-base";

/** Inputs whose every keystroke changes the value: applied once the person pauses. */
const TYPED_INPUTS = new Set(["text", "search", "number", "date"]);
export const TYPING_PAUSE_MS = 400;

/** The form's fields as the list's query: invalid and empty values dropped, keys in the fixed order. */
export function filterQueryOf(formData: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") params.append(name, value);
  const { cursor: _cursor, ...filters } = parseJobFilters(params);
  return serializeJobFilters(filters);
}

export function useFilterSubmission() {
  const submit = useSubmit();
  const base = useJobsBase();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The query of the last change sent, until a list for exactly it arrives. */
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const query = filterQueryOf(new FormData(form));
    sent.current = query.toString();
    submit(query, { method: "get", action: base, preventScrollReset: true });
  };

  return {
    onChange(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const target = event.target;
      if (target instanceof HTMLInputElement && TYPED_INPUTS.has(target.type)) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => send(form), TYPING_PAUSE_MS);
      } else {
        send(form);
      }
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      send(event.currentTarget);
    },
    /** Typed text is waiting for its pause: the list on screen is for older text. */
    isTyping: () => timer.current !== undefined,
    /**
     * Whether the form holds a newer choice than the list that just arrived (`filters`, cursor left out):
     * a quick second choice must not be undone by the answer to the first. The answer to the last choice
     * ends that state, and Back/Forward rewrite the form again.
     */
    isAheadOf(filters: JobFilters): boolean {
      const { cursor: _cursor, ...applied } = filters;
      if (sent.current === undefined || sent.current === serializeJobFilters(applied).toString()) {
        sent.current = undefined;
        return false;
      }
      return true;
    },
  };
}

/**
 * After Back/Forward or a pager link the form must show the list's filters again; its inputs are uncontrolled
 * (they work without JavaScript), so their values are set here. While the person is still typing, the field
 * they type into is left alone: the answer to earlier text must not overwrite newer text.
 */
export function showFiltersInForm(form: HTMLFormElement, values: FilterFormValues, typing: boolean): void {
  const valueOf = (name: string): string | readonly string[] | undefined =>
    Object.hasOwn(values, name) ? values[name as keyof FilterFormValues] : undefined;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      const value = valueOf(element.name);
      element.value = typeof value === "string" ? value : "";
    } else if (element instanceof HTMLInputElement && element.type !== "hidden" && element.type !== "submit") {
      const value = valueOf(element.name);
      if (element.type === "checkbox") element.checked = Array.isArray(value) && value.includes(element.value);
      else if (!typing || element !== document.activeElement) element.value = typeof value === "string" ? value : "";
    }
  }
}
