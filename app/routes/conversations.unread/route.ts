import type { LoaderFunctionArgs } from "@remix-run/node";
import { readUnreadThreads } from "#contract/endpoints/conversations";
import { isApiError } from "~/lib/api/client.server";
import type { UnreadCount } from "~/lib/unread-count";
import { sessionApi } from "~/lib/session.server";

/**
 * `GET /conversations/unread`: the signed-in user's unread threads, as JSON, for the areas' navigation to refresh
 * its badge while a page stays open (docs/conversations.md#read-and-unread). A resource route that asks the API
 * one thing: it does not read the user, so a poll costs the session's check and the count's one statement. The
 * worker gets the threads unread on their side, the company on its own. A guest, or a session that ended, gets 401
 * (no redirect: nobody navigates here); an API that is down, 502.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await sessionApi(request, context);
  if (!api) return answer({ unread: null }, 401);
  try {
    const { unread_threads } = await api.call(readUnreadThreads);
    return answer({ unread: unread_threads }, 200);
  } catch (error) {
    if (error instanceof Response) return answer({ unread: null }, 401);
    if (!isApiError(error)) throw error;
    return answer({ unread: null }, error.status < 500 ? 401 : 502);
  }
}

function answer(body: UnreadCount, status: number): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}
