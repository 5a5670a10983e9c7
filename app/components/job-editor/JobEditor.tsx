import {
  type FormConstraint,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useSchemaForm,
} from "~/lib/forms/schema-form";
import { Form, Link } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/forms/Field";
import { FieldSet } from "~/components/forms/Choice";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { useTranslation } from "~/lib/i18n/react";
import { jobEditorWords } from "./job-editor-errors";
import type { jobFormSchema } from "./job-form";
import type { JobFormValues } from "./job-form";
import { LANGUAGE_ROWS, type JobChoices } from "./job-choices";
import type { Pin } from "./PinField";
import type { PlanLimitNotice } from "~/lib/jobs/plan-room.server";
import { PlaceSelect } from "./PlaceSelect";
import { LanguageSelect } from "./LanguageSelect";

const PinField = lazy(() => import("./PinField"));

export interface JobEditorProps {
  formId: string;
  defaultValue: Partial<JobFormValues>;
  lastResult?: SubmissionResult<string[]> | null;
  /** `formConstraint(jobFormSchema)` from the page's loader. */
  constraint: FormConstraint;
  /** The API refused the job for the plan: its name (in the reader's language) and how many active jobs it allows. */
  planLimit?: PlanLimitNotice | null;
  /**
   * Before anything is sent: the plan has no room for another active job (the create page,
   * docs/forms.md#get-forms-and-short-urls).
   */
  planFull?: PlanLimitNotice | null;
  choices: JobChoices;
  tileUrl: string;
  submitLabel: string;
  pendingLabel: string;
}

/**
 * The job editor (areas.md "Job editor", docs/jobs.md#posting-and-editing): one form for creating, editing and posting
 * again. A plain POST form in sections; the selects' options come from the API's OPTIONS; the place is chosen from the
 * gazetteer, and with JavaScript a small map lets the company move the pin.
 */
export function JobEditor(props: JobEditorProps) {
  const { t } = useTranslation(["account", "jobs"]);
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof jobFormSchema>({
    id: props.formId,
    constraint: props.constraint,
    lastResult: props.lastResult,
    defaultValue: props.defaultValue,
  });
  const formErrorId = form.errors?.length || props.planLimit ? `${form.id}-error` : undefined;
  const enumSelect = (name: Exclude<keyof JobChoices, "language_level">, label: string) => (
    <SelectField
      labelProps={{ children: label }}
      selectProps={getSelectProps(fields[name])}
      errors={fields[name].errors}
    >
      {props.choices[name].map((value) => (
        <option key={value} value={value}>
          {t(`jobs:enums.${name}.${value}` as never)}
        </option>
      ))}
    </SelectField>
  );
  const number = (
    name: "positions" | "salary_min" | "salary_max" | "experience_min_years" | "experience_max_years",
    label: string,
    step = "1",
  ) => (
    <Field
      labelProps={{ children: label }}
      inputProps={{
        ...getInputProps(fields[name], { type: "number" }),
        step,
        inputMode: step === "1" ? "numeric" : "decimal",
      }}
      errors={fields[name].errors}
    />
  );
  const date = (name: "start_date" | "end_date" | "apply_by", label: string, hint?: string) => (
    <Field
      labelProps={{ children: label }}
      hint={hint}
      inputProps={getInputProps(fields[name], { type: "date" })}
      errors={fields[name].errors}
    />
  );
  const languageRows = fields.languages.initialValue;
  return (
    <FormWords {...jobEditorWords(t)}>
      <Form method="post" className="auth-form job-editor" {...getFormProps(form)} aria-describedby={formErrorId}>
        {/* Said once: after a refusal the alert below names the plan instead. */}
        {props.planFull && !props.planLimit ? (
          <div className="job-notice">
            <p>{t("jobEditor.planFull", { plan: props.planFull.plan, count: props.planFull.limit })}</p>
            <p>
              <Link to="/company/billing" className="button">
                {t("jobEditor.planLink")}
              </Link>
            </p>
          </div>
        ) : null}
        <div role="alert" id={formErrorId}>
          <ErrorList errors={form.errors} />
          {props.planLimit ? (
            <p className="job-notice job-notice--error">
              {t("jobEditor.planLimit", { plan: props.planLimit.plan, count: props.planLimit.limit })}{" "}
              <Link to="/company/billing">{t("jobEditor.planLink")}</Link>
            </p>
          ) : null}
        </div>
        <FieldSet id={`${form.id}-section-basics`} legend={t("jobEditor.sections.job")}>
          <Field
            labelProps={{ children: t("jobEditor.fields.title") }}
            hint={t("jobEditor.hints.title")}
            inputProps={getInputProps(fields.title, { type: "text" })}
            errors={fields.title.errors}
          />
          {enumSelect("employment_type", t("jobEditor.fields.employmentType"))}
          {enumSelect("experience_level", t("jobEditor.fields.experienceLevel"))}
          {number("positions", t("jobEditor.fields.positions"))}
          {number("experience_min_years", t("jobEditor.fields.minYears"))}
          {number("experience_max_years", t("jobEditor.fields.maxYears"))}
        </FieldSet>
        <PlaceFields
          formId={form.id}
          place={{
            name: fields.place.name,
            id: fields.place.id,
            initial: String(fields.place.initialValue ?? ""),
            errors: fields.place.errors,
          }}
          pin={{
            place: String(fields.pin_place.initialValue ?? ""),
            latitude: String(fields.latitude.initialValue ?? ""),
            longitude: String(fields.longitude.initialValue ?? ""),
            errors: [...(fields.latitude.errors ?? []), ...(fields.longitude.errors ?? [])],
          }}
          location={
            <Field
              labelProps={{ children: t("jobEditor.fields.location") }}
              hint={t("jobEditor.hints.location")}
              inputProps={getInputProps(fields.location, { type: "text" })}
              errors={fields.location.errors}
            />
          }
          tileUrl={props.tileUrl}
        />
        <FieldSet id={`${form.id}-section-season`} legend={t("jobEditor.sections.season")}>
          {date("start_date", t("jobEditor.fields.startDate"))}
          {date("end_date", t("jobEditor.fields.endDate"))}
          {date("apply_by", t("jobEditor.fields.applyBy"), t("jobEditor.hints.applyBy"))}
          {enumSelect("work_hours", t("jobEditor.fields.workHours"))}
          {enumSelect("schedule", t("jobEditor.fields.schedule"))}
        </FieldSet>
        <FieldSet id={`${form.id}-section-pay`} legend={t("jobEditor.sections.pay")} hint={t("jobEditor.hints.pay")}>
          {number("salary_min", t("jobEditor.fields.salaryMin"), "0.01")}
          {number("salary_max", t("jobEditor.fields.salaryMax"), "0.01")}
          {enumSelect("salary_currency", t("jobEditor.fields.currency"))}
          {enumSelect("salary_period", t("jobEditor.fields.period"))}
        </FieldSet>
        <FieldSet id={`${form.id}-section-housing`} legend={t("jobEditor.sections.housing")}>
          {enumSelect("accommodation", t("jobEditor.fields.housing"))}
          {enumSelect("meals", t("jobEditor.fields.meals"))}
        </FieldSet>
        <FieldSet
          id={`${form.id}-section-languages`}
          legend={t("jobEditor.sections.languages")}
          hint={t("jobEditor.hints.languages")}
          errors={fields.languages.errors}
        >
          {Array.from({ length: LANGUAGE_ROWS }, (_, index) => {
            const row = Array.isArray(languageRows)
              ? (languageRows[index] as { language?: string; level?: string } | undefined)
              : undefined;
            const name = `${fields.languages.name}[${index}]`;
            const id = `${form.id}-language-${index}`;
            return (
              <div key={index} className="job-editor__language">
                <LanguageSelect
                  labelProps={{ children: t("jobEditor.fields.language", { number: index + 1 }) }}
                  emptyLabel={t("jobEditor.noLanguage")}
                  selectProps={{ id: `${id}-code`, name: `${name}.language`, defaultValue: row?.language ?? "" }}
                  errors={form.allErrors[`${name}.language`]}
                />
                <SelectField
                  labelProps={{ children: t("jobEditor.fields.languageLevel", { number: index + 1 }) }}
                  selectProps={{ id: `${id}-level`, name: `${name}.level`, defaultValue: row?.level ?? "intermediate" }}
                  errors={form.allErrors[`${name}.level`]}
                >
                  {props.choices.language_level.map((level) => (
                    <option key={level} value={level}>
                      {t(`jobs:enums.language_level.${level}` as never)}
                    </option>
                  ))}
                </SelectField>
              </div>
            );
          })}
        </FieldSet>
        <FieldSet id={`${form.id}-section-texts`} legend={t("jobEditor.sections.texts")}>
          <TextareaField
            labelProps={{ children: t("jobEditor.fields.description") }}
            hint={t("jobEditor.hints.description")}
            textareaProps={{ rows: 8, ...getTextareaProps(fields.description) }}
            errors={fields.description.errors}
          />
          <TextareaField
            labelProps={{ children: t("jobEditor.fields.requirements") }}
            hint={t("jobEditor.hints.list")}
            textareaProps={{ rows: 5, ...getTextareaProps(fields.requirements) }}
            errors={fields.requirements.errors}
          />
          <TextareaField
            labelProps={{ children: t("jobEditor.fields.benefits") }}
            hint={t("jobEditor.hints.list")}
            textareaProps={{ rows: 5, ...getTextareaProps(fields.benefits) }}
            errors={fields.benefits.errors}
          />
        </FieldSet>
        <SubmitButton pending={pending} label={props.submitLabel} pendingLabel={props.pendingLabel} />
      </Form>
    </FormWords>
  );
}

/**
 * The place from the gazetteer (a select grouped by region, which works without JavaScript; its options are
 * written into the document by the server, ./PlaceSelect.tsx), the place as written, and the pin: hidden fields the
 * server fills from the stored job; with JavaScript, choosing a place puts the pin on it and the map moves it
 * (./PinField.tsx, loaded after hydration). A pin left over from another place is not sent (job-form.ts).
 */
function PlaceFields({
  formId,
  place,
  pin,
  location,
  tileUrl,
}: {
  formId: string;
  place: { name: string; id: string; initial: string; errors?: readonly string[] };
  pin: { place: string; latitude: string; longitude: string; errors?: readonly string[] };
  location: React.ReactNode;
  tileUrl: string;
}) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Pin>({ place: pin.place, latitude: pin.latitude, longitude: pin.longitude });
  const [chosen, setChosen] = useState(place.initial);
  return (
    <FieldSet id={`${formId}-section-place`} legend={t("jobEditor.sections.place")}>
      <PlaceSelect
        labelProps={{ children: t("jobEditor.fields.place") }}
        hint={t("jobEditor.hints.place")}
        emptyLabel={t("jobEditor.choosePlace")}
        selectProps={{
          id: place.id,
          name: place.name,
          defaultValue: chosen,
          required: true,
          onChange: (event) => setChosen(event.target.value),
        }}
        errors={place.errors}
      />
      {location}
      <input type="hidden" name="pin_place" value={current.place} />
      <input type="hidden" name="latitude" value={current.latitude} />
      <input type="hidden" name="longitude" value={current.longitude} />
      {hydrated && chosen ? (
        <Suspense fallback={<p>{t("jobEditor.loadingMap")}</p>}>
          <PinField formId={formId} chosen={chosen} pin={current} onPin={setCurrent} tileUrl={tileUrl} />
        </Suspense>
      ) : null}
      <ErrorList errors={pin.errors} />
    </FieldSet>
  );
}
