/**
 * The signed-in user of the web tier's unit tests (actions and loaders run against a stand-in API): a made-up access
 * token naming them, and the API's answer when the session reads them (`GET /users/{uuid}/`).
 */
import type { Role } from "#contract/enums";

export const USER = "0b6e1f0a-4c8d-4a57-9f3e-2d7c1b9a8e01";

/** A made-up access token for USER: the web tier only decodes its `exp` and `user_id` (the API would verify it). */
export function accessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ user_id: USER, exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
}

/** Whether the stand-in API is asked for USER, as the session does once a request. */
export function asksForUser(request: Request): boolean {
  return new URL(request.url).pathname.replace(/^\/api/, "") === `/users/${USER}/`;
}

/** The API's answer about USER, as a worker (Maria) or a company (Eleni). */
export function userAnswer(role: Role = "EMPLOYEE"): Response {
  const [first_name, last_name, email] =
    role === "COMPANY" ? ["Eleni", "P", "eleni@example.com"] : ["Maria", "K", "maria@example.com"];
  return Response.json({ uuid: USER, email, username: email, role, first_name, last_name });
}
