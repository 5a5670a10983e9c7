/**
 * The API's fixed error texts (contract/errors.ts has the error bodies' schemas), without zod: the browser's
 * error texts compare against them (docs/forms.md#the-form-kit).
 */

/** Fixed `detail` texts. */
export const ERROR_DETAILS = {
  noActiveAccount: "No active account found with the given credentials",
  notAuthenticated: "Authentication credentials were not provided.",
  tokenNotValid: "Given token not valid for any token type",
  tokenInvalidOrExpired: "Token is invalid or expired",
  tokenBlacklisted: "Token is blacklisted",
  notFound: "Not found.",
  invalidCursor: "Invalid cursor",
  permissionDenied: "You do not have permission to perform this action.",
  crossSiteRefused: "Cross-site request refused.",
  bodyTooLarge: "Request body too large.",
  serverError: "A server error occurred.",
  noImagesUploaded: "No images uploaded.",
  throttled: "Request was throttled.",
} as const;

/** Texts that carry a value, built the way DRF builds them. */
export const errorDetail = {
  jsonParseError: (reason: string) => `JSON parse error - ${reason}`,
  formParseError: (reason: string) => `Multipart form parse error - ${reason}`,
  unsupportedMediaType: (mediaType: string) => `Unsupported media type "${mediaType}" in request.`,
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  throttled: (retryAfterSeconds: number) =>
    `Request was throttled. Expected available in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`,
};

/** The key DRF uses for errors that belong to the whole payload rather than one field. */
export const NON_FIELD_ERRORS = "non_field_errors";

export const AUTH_ERROR_CODES = ["token_not_valid", "not_authenticated"] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
