/**
 * Google and Facebook for tests: one node:http server on 127.0.0.1 answering the paths the API calls
 * (`/oauth2/v3/tokeninfo`, `/oauth2/v3/userinfo`, `/v18.0/app`, `/v18.0/me`). Tests register which access
 * tokens are good and whom they belong to; any other token gets the provider's own 4xx. Three tokens misbehave on
 * purpose (`FAULTY_TOKENS`): a 500, an answer that is not JSON, and no answer at all.
 * Point the API at it with `GOOGLE_API_BASE` and `FACEBOOK_GRAPH_BASE` = `standin.url`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";

export type GoogleAccount = {
  /** The OAuth client the token was made for. */
  aud: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type FacebookAccount = {
  /** The app the token was made for. */
  appId: string;
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
};

export const FAULTY_TOKENS = {
  serverError: "standin-500",
  garbage: "standin-garbage",
  hang: "standin-hang",
  stall: "standin-stall",
} as const;

export type SocialStandIns = {
  url: string;
  google: Map<string, GoogleAccount>;
  facebook: Map<string, FacebookAccount>;
  /** Every path asked for, with its query (what the API sent). */
  requests: { path: string; authorization?: string }[];
  stop(): Promise<void>;
};

export async function startSocialStandIns(): Promise<SocialStandIns> {
  const google = new Map<string, GoogleAccount>();
  const facebook = new Map<string, FacebookAccount>();
  const requests: SocialStandIns["requests"] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://standin");
    requests.push({ path: `${url.pathname}${url.search}`, authorization: request.headers.authorization });
    const token = tokenOf(request, url);
    if (token === FAULTY_TOKENS.hang) return; // never answers: the API's timeout must end the wait
    if (token === FAULTY_TOKENS.stall) {
      // Starts an answer it never finishes: the timeout must cover reading the body too.
      response.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" }).write('{"aud":');
      return;
    }
    if (token === FAULTY_TOKENS.serverError) return send(response, 500, { error: "backend_error" });
    if (token === FAULTY_TOKENS.garbage) {
      response.writeHead(200, { "Content-Type": "text/html" });
      return response.end("<html>maintenance</html>");
    }
    switch (url.pathname) {
      case "/oauth2/v3/tokeninfo": {
        const account = google.get(token);
        if (!account) return send(response, 400, { error: "invalid_token", error_description: "Invalid Value" });
        return send(response, 200, {
          aud: account.aud,
          azp: account.aud,
          scope: "openid email profile",
          expires_in: "3599",
        });
      }
      case "/oauth2/v3/userinfo": {
        const account = google.get(token);
        if (!account)
          return send(response, 401, { error: "invalid_request", error_description: "Invalid Credentials" });
        const { aud: _aud, ...profile } = account;
        return send(response, 200, { sub: "1234567890", ...profile });
      }
      case "/v18.0/app": {
        const account = facebook.get(token);
        if (!account) return send(response, 400, facebookError());
        return send(response, 200, { id: account.appId, name: "Seasonal Jobs" });
      }
      case "/v18.0/me": {
        const account = facebook.get(token);
        if (!account) return send(response, 400, facebookError());
        const { appId: _appId, ...profile } = account;
        return send(response, 200, profile);
      }
      default:
        return send(response, 404, { error: "not found" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    google,
    facebook,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        // The "hang" requests are still open; they must not keep the test process alive.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function tokenOf(request: IncomingMessage, url: URL): string {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  return bearer ?? url.searchParams.get("access_token") ?? "";
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function facebookError() {
  return { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } };
}

/**
 * A loopback port whose service is down: every connection is reset at once. (A port bound and released could be
 * handed straight back to the next server that binds port 0, such as the API under test itself.)
 */
export async function closedLoopbackPort(): Promise<number> {
  const server = createTcpServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return port;
}
