import { describe, expect, it } from "vitest";
import {
  NAVIGATION_HISTORY_KEY,
  NAVIGATION_HISTORY_LIMIT,
  fallbackFor,
  historyEntry,
  isRecordable,
  previousEntry,
  readHistory,
  recordEntry,
  writeHistory,
} from "~/lib/navigation/navigation-history";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("recordEntry", () => {
  it("appends path-plus-query entries, newest last", () => {
    expect(recordEntry(["/"], "/jobs?search=cook")).toEqual(["/", "/jobs?search=cook"]);
  });

  it("skips consecutive duplicates but keeps repeats that are not consecutive", () => {
    expect(recordEntry(["/", "/jobs"], "/jobs")).toEqual(["/", "/jobs"]);
    expect(recordEntry(["/jobs", "/"], "/jobs")).toEqual(["/jobs", "/", "/jobs"]);
  });

  it("keeps only the last 10 entries", () => {
    let history: string[] = [];
    for (let page = 1; page <= 15; page += 1) history = recordEntry(history, `/jobs/${page}`);
    expect(history).toHaveLength(NAVIGATION_HISTORY_LIMIT);
    expect(history[0]).toBe("/jobs/6");
    expect(history[9]).toBe("/jobs/15");
  });

  it("does not change the history it was given", () => {
    const history = ["/"];
    recordEntry(history, "/jobs");
    expect(history).toEqual(["/"]);
  });
});

describe("isRecordable", () => {
  it("never records unknown paths, /404 or /error", () => {
    expect(isRecordable("/no-such-page", true)).toBe(false);
    expect(isRecordable("/404", false)).toBe(false);
    expect(isRecordable("/404/", false)).toBe(false);
    expect(isRecordable("/error", false)).toBe(false);
  });

  it("records known pages", () => {
    expect(isRecordable("/", false)).toBe(true);
    expect(isRecordable("/jobs/map", false)).toBe(true);
    expect(isRecordable("/errors-and-omissions", false)).toBe(true);
  });
});

describe("historyEntry", () => {
  it("keeps path and query but drops the language switch parameter", () => {
    expect(historyEntry("/jobs", "?search=cook&lng=en")).toBe("/jobs?search=cook");
    expect(historyEntry("/", "?lng=gr")).toBe("/");
    expect(historyEntry("/jobs", "")).toBe("/jobs");
  });
});

describe("previousEntry", () => {
  it("gives the latest entry that is not the current page", () => {
    expect(previousEntry(["/", "/jobs", "/jobs/3"], "/jobs/3")).toBe("/jobs");
    expect(previousEntry(["/", "/jobs", "/jobs/3", "/jobs/3"], "/jobs/3")).toBe("/jobs");
  });

  it("gives the latest entry when the current page was not recorded (an unknown path)", () => {
    expect(previousEntry(["/", "/jobs"], "/no-such-page")).toBe("/jobs");
  });

  it("gives nothing when there is no other page", () => {
    expect(previousEntry([], "/")).toBeUndefined();
    expect(previousEntry(["/jobs"], "/jobs")).toBeUndefined();
  });
});

describe("fallbackFor", () => {
  it("gives the first of /, /jobs, /companies, /employees that is not the current page", () => {
    expect(fallbackFor("/no-such-page")).toBe("/");
    expect(fallbackFor("/")).toBe("/jobs");
    expect(fallbackFor("/jobs")).toBe("/");
    expect(fallbackFor("/jobs/")).toBe("/");
  });
});

describe("storage", () => {
  it(`round-trips through localStorage under ${NAVIGATION_HISTORY_KEY}`, () => {
    const storage = memoryStorage();
    writeHistory(storage, ["/", "/jobs"]);
    expect(storage.values.get("navigationHistory")).toBe('["/","/jobs"]');
    expect(readHistory(storage)).toEqual(["/", "/jobs"]);
  });

  it("reads unreadable or foreign values as an empty history", () => {
    expect(readHistory(memoryStorage())).toEqual([]);
    expect(readHistory(memoryStorage({ navigationHistory: "{not json" }))).toEqual([]);
    expect(readHistory(memoryStorage({ navigationHistory: '{"a":1}' }))).toEqual([]);
    expect(readHistory(memoryStorage({ navigationHistory: '["/", 3, null, "/jobs"]' }))).toEqual(["/", "/jobs"]);
  });

  it("survives a storage that refuses writes", () => {
    const full = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeHistory(full, ["/"])).not.toThrow();
  });
});
