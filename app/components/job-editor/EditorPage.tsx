import type { ReactNode } from "react";

/** The frame of an editor page: its title, what it is for, the form. */
export function EditorPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="account-page form-page">
      <h1>{title}</h1>
      <p>{lead}</p>
      {children}
    </div>
  );
}
