/**
 * The API's log, what every part of it writes to: an interface of three levels, so server.ts can pass its pino
 * logger and tests a recorder. Its own module because the services that deps.ts builds (the queue, the media store,
 * ...) write to it too: declared in deps.ts, it made them import the module that imports them.
 */
export type ApiLog = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/** The default log: one JSON line per message on stderr (server.ts passes its pino logger instead). */
export const consoleLog: ApiLog = {
  info: (message, fields) => console.info(JSON.stringify({ level: "info", message, ...fields })),
  warn: (message, fields) => console.warn(JSON.stringify({ level: "warn", message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: "error", message, ...fields })),
};
