/**
 * The jobs the map page shows, with JavaScript: first the loader's page; a new area replaces them (a fetcher
 * to the page's own loader, `bounding_box` in the query); Load more appends the next page from
 * `GET /jobs/map/more` (docs/jobs.md#the-map).
 */
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { BoundingBox } from "#contract/job-filters";
import { useTranslation } from "~/lib/i18n/react";
import { useJobsBase } from "~/lib/jobs-base";
import { formatBoundingBox } from "~/components/map/map-bounds";
import type { MapJob, MapPageData, MoreJobsResponse } from "~/components/map/map-job";

export interface MapJobs {
  jobs: MapJob[];
  hasMore: boolean;
  failed: boolean;
  /** A new area is loading. */
  updating: boolean;
  loadingMore: boolean;
  moreError: string | null;
  /** The first job Load more added: the list moves focus to it. */
  firstAdded: number | null;
  showArea: (box: BoundingBox) => void;
  loadMore: () => void;
}

interface Shown {
  jobs: MapJob[];
  next: string | null;
  /** Filters and box of these jobs: what Load more continues. */
  query: string;
  failed: boolean;
  firstAdded: number | null;
}

export function useMapJobs(initial: MapPageData): MapJobs {
  const { t } = useTranslation("map");
  const area = useFetcher<MapPageData>();
  const [shown, setShown] = useState<Shown>(() => shownOf(initial));
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const lastBox = useRef<string | null>(null);
  const { load } = area;
  const base = useJobsBase();

  useEffect(() => {
    if (!area.data) return;
    setShown(shownOf(area.data));
    setMore({ loading: false, error: null });
  }, [area.data]);

  const showArea = useCallback(
    (box: BoundingBox) => {
      const text = formatBoundingBox(box);
      if (text === lastBox.current) return;
      lastBox.current = text;
      const params = new URLSearchParams(initial.filterQuery);
      params.set("bounding_box", text);
      void load(`${base}/map?${params}`);
    },
    [initial.filterQuery, load, base],
  );

  const loadMore = useCallback(() => {
    const { next, query } = shown;
    if (!next) return;
    setMore({ loading: true, error: null });
    const params = new URLSearchParams(query);
    params.set("cursor", next);
    void fetchMore(params, t("errors.moreFailed")).then((result) => {
      setMore({ loading: false, error: "error" in result ? result.error : null });
      if ("error" in result) return;
      // A new area may have replaced the jobs meanwhile: this page belongs to the old one.
      setShown((current) => (current.query === query ? appendPage(current, result.jobs, result.next) : current));
    });
  }, [shown, t]);

  return {
    jobs: shown.jobs,
    hasMore: shown.next !== null,
    failed: shown.failed,
    updating: area.state === "loading",
    loadingMore: more.loading,
    moreError: more.error,
    firstAdded: shown.firstAdded,
    showArea,
    loadMore,
  };
}

/** The filters and box of a page, as the query Load more repeats with a cursor. */
export function pageQuery(data: Pick<MapPageData, "filterQuery" | "box">): string {
  const params = new URLSearchParams(data.filterQuery);
  if (data.box) params.set("bounding_box", formatBoundingBox(data.box));
  return params.toString();
}

function shownOf(data: MapPageData): Shown {
  return { jobs: data.jobs, next: data.next, query: pageQuery(data), failed: data.failed, firstAdded: null };
}

function appendPage(current: Shown, jobs: MapJob[], next: string | null): Shown {
  const known = new Set(current.jobs.map((job) => job.id));
  const added = jobs.filter((job) => !known.has(job.id));
  return { ...current, jobs: [...current.jobs, ...added], next, firstAdded: added[0]?.id ?? null };
}

async function fetchMore(params: URLSearchParams, failure: string): Promise<MoreJobsResponse> {
  try {
    const response = await fetch(`/jobs/map/more?${params}`, { headers: { Accept: "application/json" } });
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && ("jobs" in body || "error" in body))
      return body as MoreJobsResponse;
  } catch {
    // Offline or not JSON: the message below says so.
  }
  return { error: failure };
}
