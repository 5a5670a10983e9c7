/** Token calls with SimpleJWT semantics and social sign-in (spec section 7, design section 7). */
import { z } from "zod";
import { ROLES, SOCIAL_PROVIDERS } from "./enums";
import { email } from "./fields";
import { PASSWORD_MAX_LENGTH } from "./password";
import { userSchema } from "./users";

/**
 * `POST /auth/token/`. The password rule is not applied here (older passwords must still work), only its
 * length cap: no stored password is longer, and hashing megabytes of input would be a cheap denial of service.
 */
export const tokenObtainRequestSchema = z.object({
  email: email(),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** The pair, plus the user so the web tier needs no second call (spec: "response may include a user"). */
export const tokenPairResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user: userSchema,
});

/** `POST /auth/token/refresh/`; `refresh` is present only when the API rotates refresh tokens. */
export const tokenRefreshRequestSchema = z.object({ refresh: z.string().min(1) });
export const tokenRefreshResponseSchema = z.object({ access: z.string(), refresh: z.string().optional() });

/** `POST /auth/token/blacklist/` answers 200 with an empty object. */
export const tokenBlacklistRequestSchema = z.object({ refresh: z.string().min(1) });

/**
 * `POST /auth/google/` and `/auth/facebook/`. `role` is given only from the sign-up page: with it an unknown
 * e-mail becomes a new active account, without it an unknown e-mail is a 404.
 */
export const socialLoginRequestSchema = z.object({
  role: z.enum(ROLES).optional(),
  access_token: z.string().min(1).max(4096),
  code: z.string().max(4096).optional(),
  id_token: z.string().max(8192).optional(),
});
export const socialLoginResponseSchema = tokenPairResponseSchema.extend({
  /** True when this call created the account. */
  created: z.boolean(),
});

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export type TokenObtainRequest = z.infer<typeof tokenObtainRequestSchema>;
export type TokenPairResponse = z.infer<typeof tokenPairResponseSchema>;
export type TokenRefreshRequest = z.infer<typeof tokenRefreshRequestSchema>;
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;
export type TokenBlacklistRequest = z.infer<typeof tokenBlacklistRequestSchema>;
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;
