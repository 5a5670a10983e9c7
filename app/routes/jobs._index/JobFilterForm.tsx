import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  ACCOMMODATIONS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_ORDERINGS,
  MEALS,
  WORK_HOURS,
} from "#contract/enums";
import { serializeJobFilters, type JobFilters } from "#contract/job-filters";
import { ChoiceGroup, FieldSet } from "~/components/forms/Choice";
import { Field, SelectField } from "~/components/forms/Field";
import { useTranslation } from "~/lib/i18n/react";
import { useJobsBase } from "~/lib/jobs-base";
import { ISLANDS, MAINLAND_AREAS, isArea } from "./areas";
import {
  DEFAULT_ORDERING,
  appliedFilterCount,
  filterFormValues,
  hasAppliedFilters,
  hasMoreFilters,
  hiddenFilterEntries,
} from "./filter-form-values";
import { showFiltersInForm, useFilterSubmission } from "./filter-submission";

const OTHER_ORDERINGS = JOB_ORDERINGS.filter((ordering) => ordering !== DEFAULT_ORDERING);

/**
 * The job list's filters as a GET form (spec section 5): a shareable URL, and it works without JavaScript.
 * It shows the filters that were applied, as parsed, never the raw URL. On a phone the search stays in sight and
 * everything else folds behind "Filters (n)" (a `<details>`, so it opens without JavaScript), so the first jobs
 * are on the first screen; from 60rem the filters stand open beside the list.
 */
export function JobFilterForm({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation("jobs");
  const values = filterFormValues(filters);
  const formRef = useRef<HTMLFormElement>(null);
  const { onChange, onSubmit, isTyping, isAheadOf } = useFilterSubmission();
  const base = useJobsBase();
  const applied = serializeJobFilters(filters).toString();
  // The filters the form was last set to: the server-rendered ones at first. Hydration must not reset a choice
  // made before the scripts ran (a slow phone), so only a later change of the applied filters rewrites the form.
  const shown = useRef(applied);
  useEffect(() => {
    if (shown.current === applied || isAheadOf(filters)) return;
    shown.current = applied;
    if (formRef.current) showFiltersInForm(formRef.current, filterFormValues(filters), isTyping());
    // `applied` stands for `filters`: a new object arrives with every load, the same filters must not reset.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied]);
  const field = (name: keyof typeof values) => `job-filter-${name}`;
  const panel = useRef<HTMLDetailsElement>(null);
  const count = appliedFilterCount(filters);

  return (
    <Form
      ref={formRef}
      method="get"
      action={base}
      className="job-filters"
      aria-labelledby="job-filters-title"
      onChange={onChange}
      onSubmit={(event) => {
        onSubmit(event);
        // The list below is what changes now: fold the filters away so it is in sight (a phone).
        panel.current?.removeAttribute("open");
        document.getElementById("job-results-title")?.scrollIntoView({ block: "nearest" });
      }}
    >
      <h2 id="job-filters-title" className="visually-hidden">
        {t("filters.title")}
      </h2>
      {hiddenFilterEntries(filters).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="job-filters__search">
        <Field
          labelProps={{ children: t("filters.search") }}
          inputProps={{
            id: field("search"),
            type: "search",
            name: "search",
            defaultValue: values.search,
            placeholder: t("filters.searchPlaceholder"),
            autoComplete: "off",
            enterKeyHint: "search",
          }}
        />
        <button type="submit" className="button button--primary">
          {t("filters.searchButton")}
        </button>
      </div>
      <details ref={panel} className="job-filters__panel">
        <summary>{count ? t("filters.toggleCount", { count }) : t("filters.toggle")}</summary>
        <SelectField
          labelProps={{ children: t("filters.location") }}
          selectProps={{
            id: field("location"),
            name: "location",
            defaultValue: values.location,
          }}
        >
          <option value="">{t("filters.anywhere")}</option>
          {values.location && !isArea(values.location) ? (
            <option value={values.location}>{values.location}</option>
          ) : null}
          <optgroup label={t("filters.islands")}>
            {ISLANDS.map((area) => (
              <option key={area} value={area}>
                {t(`areas.${area}`)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t("filters.mainland")}>
            {MAINLAND_AREAS.map((area) => (
              <option key={area} value={area}>
                {t(`areas.${area}`)}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <ChoiceGroup
          id={field("employment_type")}
          type="checkbox"
          className="choice-group--inline"
          legend={t("filters.employmentType")}
          options={EMPLOYMENT_TYPES.map((value) => ({
            value,
            label: t(`enums.employment_type.${value}`),
          }))}
          inputProps={(value) => ({
            name: "employment_type",
            defaultChecked: values.employment_type.includes(value as never),
          })}
        />
        <details className="job-filters__more" open={hasMoreFilters(filters)}>
          <summary>{t("filters.more")}</summary>
          <ChoiceGroup
            id={field("experience_level")}
            type="checkbox"
            className="choice-group--inline"
            legend={t("filters.experienceLevel")}
            options={EXPERIENCE_LEVELS.map((value) => ({
              value,
              label: t(`enums.experience_level.${value}`),
            }))}
            inputProps={(value) => ({
              name: "experience_level",
              defaultChecked: values.experience_level.includes(value as never),
            })}
          />
          <Field
            labelProps={{ children: t("filters.experienceYears") }}
            inputProps={{
              id: field("experience_max_years"),
              type: "number",
              name: "experience_max_years",
              min: 0,
              max: 60,
              step: 1,
              inputMode: "numeric",
              defaultValue: values.experience_max_years,
            }}
          />
          <ChoiceGroup
            id={field("work_hours")}
            type="checkbox"
            className="choice-group--inline"
            legend={t("filters.workHours")}
            options={WORK_HOURS.map((value) => ({
              value,
              label: t(`enums.work_hours.${value}`),
            }))}
            inputProps={(value) => ({
              name: "work_hours",
              defaultChecked: values.work_hours.includes(value as never),
            })}
          />
          <FieldSet id={field("salary_min") + "-group"} className="filter-group--row" legend={t("filters.salary")}>
            {(["salary_min", "salary_max"] as const).map((name) => (
              <Field
                key={name}
                labelProps={{ children: t(`filters.${name}`) }}
                inputProps={{
                  id: field(name),
                  type: "number",
                  name,
                  min: 0,
                  step: "any",
                  inputMode: "decimal",
                  defaultValue: values[name],
                }}
              />
            ))}
            <SelectField
              labelProps={{ children: t("filters.currency") }}
              selectProps={{
                id: field("salary_currency"),
                name: "salary_currency",
                defaultValue: values.salary_currency,
              }}
            >
              <option value="">{t("filters.anyCurrency")}</option>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`enums.salary_currency.${currency}`)}
                </option>
              ))}
            </SelectField>
          </FieldSet>
          <SelectField
            labelProps={{ children: t("filters.remote") }}
            selectProps={{
              id: field("is_remote"),
              name: "is_remote",
              defaultValue: values.is_remote,
            }}
          >
            <option value="">{t("filters.remoteAny")}</option>
            <option value="true">{t("filters.remoteOnly")}</option>
            <option value="false">{t("filters.onSiteOnly")}</option>
          </SelectField>
          {(["start", "end"] as const).map((which) => (
            <FieldSet
              key={which}
              id={`job-filter-${which}-dates`}
              className="filter-group--row"
              legend={t(`filters.${which}Date`)}
            >
              {(["from", "to"] as const).map((bound) => {
                const name = `${which}_date_${bound}` as const;
                return (
                  <Field
                    key={name}
                    labelProps={{ children: t(`filters.${bound}`) }}
                    inputProps={{
                      id: field(name),
                      type: "date",
                      name,
                      defaultValue: values[name],
                    }}
                  />
                );
              })}
            </FieldSet>
          ))}
          <ChoiceGroup
            id={field("accommodation")}
            type="checkbox"
            className="choice-group--inline"
            legend={t("filters.accommodation")}
            options={ACCOMMODATIONS.map((value) => ({
              value,
              label: t(`enums.accommodation.${value}`),
            }))}
            inputProps={(value) => ({
              name: "accommodation",
              defaultChecked: values.accommodation.includes(value as never),
            })}
          />
          <ChoiceGroup
            id={field("meals")}
            type="checkbox"
            className="choice-group--inline"
            legend={t("filters.meals")}
            options={MEALS.map((value) => ({
              value,
              label: t(`enums.meals.${value}`),
            }))}
            inputProps={(value) => ({
              name: "meals",
              defaultChecked: values.meals.includes(value as never),
            })}
          />
        </details>
        <SelectField
          labelProps={{ children: t("filters.ordering") }}
          selectProps={{
            id: field("ordering"),
            name: "ordering",
            defaultValue: values.ordering,
          }}
        >
          <option value="">{t(`orderings.${DEFAULT_ORDERING}`)}</option>
          {OTHER_ORDERINGS.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(`orderings.${ordering}`)}
            </option>
          ))}
        </SelectField>
        <div className="job-filters__actions">
          <button type="submit" className="button button--primary">
            {t("filters.apply")}
          </button>
          {hasAppliedFilters(filters) ? <Link to={base}>{t("filters.clear")}</Link> : null}
        </div>
      </details>
    </Form>
  );
}
