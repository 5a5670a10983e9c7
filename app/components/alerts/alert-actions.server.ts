import { z } from "zod";
import { ALERT_FREQUENCIES, MAX_ALERT_NAME_LENGTH, type AlertFrequency } from "#contract/search-alerts";
import { readSubmission } from "~/lib/forms/schema-form.server";

/**
 * What the buttons of AlertList send (app/components/alerts/AlertList.tsx): one alert's `uuid` and the `intent`,
 * with the name and frequency for `save`. Both pages that render the list read their posts with this.
 */
const AlertActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    uuid: z.string().uuid(),
    name: z.string().trim().min(1).max(MAX_ALERT_NAME_LENGTH),
    frequency: z.enum(ALERT_FREQUENCIES),
  }),
  z.object({ intent: z.enum(["pause", "resume", "delete"]), uuid: z.string().uuid() }),
]);

export type AlertAction =
  | { kind: "update"; uuid: string; change: { name?: string; frequency?: AlertFrequency; is_paused?: boolean } }
  | { kind: "delete"; uuid: string };

/** The post as a change to one alert, or undefined when it is not one the list sends. */
export async function readAlertAction(request: Request): Promise<AlertAction | undefined> {
  const submission = await readSubmission(request, AlertActionSchema);
  if (submission.status !== "success") return undefined;
  const value = submission.value;
  switch (value.intent) {
    case "save":
      return { kind: "update", uuid: value.uuid, change: { name: value.name, frequency: value.frequency } };
    case "delete":
      return { kind: "delete", uuid: value.uuid };
    default:
      return { kind: "update", uuid: value.uuid, change: { is_paused: value.intent === "pause" } };
  }
}
