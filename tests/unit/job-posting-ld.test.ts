import { describe, expect, it } from "vitest";
import { jobPostingJsonLd, serializeJsonLd } from "~/routes/jobs.$jobId/job-posting-ld";
import type { JobSummary } from "~/components/job/job-summary";

const ORIGIN = "https://jobs.example.gr";

const JOB: JobSummary = {
  id: 42,
  title: "Waiter",
  description: "Serve breakfast by the sea.",
  company: {
    uuid: "7c0a9b1e-3f2d-4c5b-8a6e-1d2c3b4a5f60",
    name: "Blue Bay Hotel",
    logo: "/media/logos/blue-bay.webp",
    logo_thumb: "/media/logos/blue-bay-thumb.webp",
  },
  location: "Oia",
  city: "Oia",
  area: "Santorini",
  country: "GR",
  place: "Oia, Santorini, Greece",
  latitude: 36.46,
  longitude: 25.38,
  is_remote: false,
  employment_type: "CONTRACT",
  salary_min: 1100,
  salary_max: 1300,
  salary_currency: "EUR",
  salary_period: "MONTH",
  work_hours: "FULL_TIME",
  schedule: "SHIFT_BASED",
  start_date: "2026-05-01",
  end_date: "2026-10-15",
  apply_by: "2026-04-15",
  positions: 3,
  accommodation: "SHARED",
  meals: "ALL",
  languages: [{ language: "en", level: "intermediate" }],
  is_closed: false,
  created_at: "2026-03-02T09:30:00.000Z",
};

describe("jobPostingJsonLd", () => {
  it("describes the job with the fields search engines read", () => {
    const ld = jobPostingJsonLd(JOB, ORIGIN);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Waiter",
      description: "Serve breakfast by the sea.",
      url: `${ORIGIN}/jobs/42/description`,
      datePosted: "2026-03-02",
      validThrough: "2026-04-15",
      jobStartDate: "2026-05-01",
      employmentType: ["CONTRACTOR", "TEMPORARY"],
      totalJobOpenings: 3,
      directApply: true,
      hiringOrganization: {
        "@type": "Organization",
        name: "Blue Bay Hotel",
        logo: `${ORIGIN}/media/logos/blue-bay.webp`,
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Oia", addressRegion: "Santorini", addressCountry: "GR" },
        geo: { "@type": "GeoCoordinates", latitude: 36.46, longitude: 25.38 },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", minValue: 1100, maxValue: 1300, unitText: "MONTH" },
      },
    });
    expect(ld).not.toHaveProperty("jobLocationType");
  });

  it("maps every employment type to schema.org's words", () => {
    const open = { ...JOB, end_date: null, work_hours: "FULL_TIME" as const };
    expect(jobPostingJsonLd({ ...open, employment_type: "FULL_TIME" }, ORIGIN).employmentType).toBe("FULL_TIME");
    expect(jobPostingJsonLd({ ...open, employment_type: "PART_TIME" }, ORIGIN).employmentType).toBe("PART_TIME");
    expect(jobPostingJsonLd({ ...open, employment_type: "CONTRACT" }, ORIGIN).employmentType).toBe("CONTRACTOR");
    expect(jobPostingJsonLd({ ...open, employment_type: "INTERNSHIP" }, ORIGIN).employmentType).toBe("INTERN");
  });

  it("leaves out what is not known and falls back to the start date for validThrough", () => {
    const ld = jobPostingJsonLd(
      {
        ...JOB,
        salary_min: null,
        salary_max: null,
        latitude: null,
        longitude: null,
        apply_by: null,
        area: "",
        company: { uuid: "7c0a9b1e-3f2d-4c5b-8a6e-1d2c3b4a5f61", name: "X", logo: null, logo_thumb: null },
      },
      ORIGIN,
    );
    expect(ld).not.toHaveProperty("baseSalary");
    expect(ld.validThrough).toBe("2026-05-01");
    expect(ld.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Oia", addressCountry: "GR" },
    });
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "X" });
    expect(jobPostingJsonLd({ ...JOB, apply_by: null, start_date: null }, ORIGIN)).not.toHaveProperty("validThrough");
  });

  it("gives one known salary as a single value, per hour, day, week or month", () => {
    const ld = jobPostingJsonLd({ ...JOB, salary_min: 9.5, salary_max: null, salary_period: "HOUR" }, ORIGIN);
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", value: 9.5, unitText: "HOUR" },
    });
  });

  it("marks remote work", () => {
    const ld = jobPostingJsonLd({ ...JOB, is_remote: true }, ORIGIN);
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    expect(ld.applicantLocationRequirements).toEqual({ "@type": "Country", name: "GR" });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element or open markup, and still parses to the same value", () => {
    const hostile = {
      title: "</script><script>alert(1)</script>",
      description: "<!-- a & b --> </SCRIPT > \u2028\u2029",
    };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it("escapes a hostile job the same way", () => {
    const json = serializeJsonLd(jobPostingJsonLd({ ...JOB, title: "</script><img src=x onerror=alert(1)>" }, ORIGIN));
    expect(json).not.toContain("<");
    expect((JSON.parse(json) as { title: string }).title).toBe("</script><img src=x onerror=alert(1)>");
  });
});
