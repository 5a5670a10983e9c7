import type { ReactNode } from "react";

/** The frame shared by every error screen: a status line, a heading, a message, body and actions. */
export function ErrorScreen({
  status,
  title,
  message,
  children,
  actions,
  role,
}: {
  status?: string;
  title: string;
  message: string;
  children?: ReactNode;
  actions: ReactNode;
  role?: "alert";
}) {
  return (
    <section className="error-screen" aria-labelledby="error-title" role={role}>
      {status ? <p className="error-screen__status">{status}</p> : null}
      <h1 id="error-title">{title}</h1>
      <p className="error-screen__message">{message}</p>
      {children}
      <ul className="error-screen__actions">{actions}</ul>
    </section>
  );
}
