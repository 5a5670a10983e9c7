/** Small facts about the signed-in account that both server and browser need. */
import type { Role } from "#contract/enums";

/** Where each role lives (spec section 6); any other role goes to /login. */
export function homeOfRole(role: Role | string): string {
  if (role === "EMPLOYEE") return "/employee";
  if (role === "COMPANY") return "/company";
  return "/login";
}

/** The name to show for an account: first and last name, else the e-mail address. */
export function displayName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
