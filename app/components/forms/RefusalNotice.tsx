/**
 * The API's refusal of a form, above it, in the user's words (already translated on the server:
 * app/lib/api/refusals.server.ts). Put it inside the page's `role="alert"` region, so it is read out when it appears.
 */
export function RefusalNotice({ messages }: { messages?: readonly string[] | null }) {
  if (!messages?.length) return null;
  return (
    <>
      {messages.map((message) => (
        <p key={message} className="job-notice job-notice--error">
          {message}
        </p>
      ))}
    </>
  );
}
