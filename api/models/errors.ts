/**
 * What the API's models refuse, in the domain's terms (docs/errors.md): a resource that is not there for the caller,
 * a rule it breaks, a state it conflicts with. Each carries a code of the contract's catalogue
 * (contract/api-errors.ts) and its parameters; api/http/errors.ts is the one place that turns them into HTTP.
 *
 *   if (!job) throw fail.notFound();
 *   if (active >= plan.maxActiveJobs) throw fail.forbidden("plan_limit", { plan: plan.name, limit: plan.maxActiveJobs });
 *   if (max < min) throw fail.invalid("salary_range", undefined, "salary_max");
 */
import { coded, type ApiErrorCode, type Coded, type ParamsArgs, type ParamsOf } from "../../contract/api-errors";

/**
 * not_found 404, forbidden 403, invalid 400, conflict 409, gone 410, too_large 413, throttled 429, unavailable 503,
 * unauthenticated 401 (credentials that sign nobody in).
 */
export type DomainErrorKind =
  | "invalid"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "too_large"
  | "throttled"
  | "unavailable"
  | "unauthenticated";

export interface DomainErrorOptions {
  /** The field of the request it concerns: a 400 says it on that field. */
  field?: string;
  /** A throttle or an outage: when to try again. */
  retryAfterSeconds?: number;
  /** What the contract's error body says besides the code (a dead link's `valid: false`). */
  also?: Readonly<Record<string, string | number | boolean>>;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly error: Coded,
    readonly options: DomainErrorOptions = {},
  ) {
    super(error.text);
    this.name = "DomainError";
  }
}

type Thrower = <Code extends ApiErrorCode>(code: Code, ...args: ParamsArgs<Code>) => DomainError;

const of =
  (kind: DomainErrorKind): Thrower =>
  (code, ...args) =>
    new DomainError(kind, coded(code, ...args));

export const fail = {
  /** 404: nothing of that name exists for this caller (another owner's object too: no hint that it exists). */
  notFound: (): DomainError => new DomainError("not_found", coded("not_found")),
  forbidden: of("forbidden"),
  conflict: of("conflict"),
  gone: of("gone"),
  tooLarge: of("too_large"),
  unavailable: of("unavailable"),
  unauthenticated: of("unauthenticated"),
  /** 400 about the request as a whole (`detail`). */
  invalid: of("invalid"),
  /** 400 on one field of the request. */
  invalidField<Code extends ApiErrorCode>(field: string, code: Code, ...args: ParamsArgs<Code>): DomainError {
    return new DomainError("invalid", coded(code, ...args), { field });
  },
  throttled(retryAfterSeconds: number): DomainError {
    const params: ParamsOf<"throttled"> = { seconds: retryAfterSeconds };
    return new DomainError("throttled", coded("throttled", params), { retryAfterSeconds });
  },
};
