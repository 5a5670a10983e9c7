import type { ChangeEvent } from "react";
import { IMAGE_UPLOAD } from "#contract/uploads";
import { shrinkChosenPhotos } from "~/lib/uploads/shrink-photo";
import { Field, type FieldParts } from "./Field";

/**
 * An image's file input (the worker's photo, a logo, a cover, a gallery photo). Without JavaScript it is a plain
 * file input and the server shrinks what arrives. With it, a chosen photo is shrunk in the browser first
 * by a worker (~/lib/uploads/shrink-photo.ts, whose worker script loads only then) and replaces the chosen file
 * in the input, so the form still posts as a form; a submit while that runs waits for it
 * (docs/profiles-and-companies.md#images).
 */
export function ImageField({ inputProps, ...parts }: FieldParts & { inputProps: { id: string; name: string } }) {
  return <Field {...parts} inputProps={{ ...inputProps, type: "file", accept: ACCEPT, onChange: shrinkOnChoose }} />;
}

const ACCEPT = IMAGE_UPLOAD.mediaTypes.join(",");

/** The shrinking still running per form; a form is watched from the first file chosen in it. */
const pending = new WeakMap<HTMLFormElement, Set<Promise<void>>>();
/** Forms whose held submit will be sent again once their photos are ready: one resend, however many taps. */
const resending = new WeakSet<HTMLFormElement>();

function shrinkOnChoose(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { form } = input;
  if (!form || !input.files?.length) return;
  // A failure (no worker, the browser lacks an API) leaves the chosen file: it is sent as it is.
  const job = shrinkChosenPhotos(input).catch(() => undefined);
  let jobs = pending.get(form);
  if (!jobs) {
    jobs = new Set();
    pending.set(form, jobs);
    form.addEventListener("submit", holdSubmitWhileShrinking);
  }
  const running = jobs;
  running.add(job);
  void job.finally(() => running.delete(job));
}

/**
 * Runs on the form itself (`this`), before the submit bubbles up to React's root listener (Remix's and conform's
 * handlers): while a photo is being shrunk the submit is stopped there and sent again, by the same button,
 * when it is ready.
 */
function holdSubmitWhileShrinking(this: HTMLFormElement, event: SubmitEvent) {
  const jobs = pending.get(this);
  if (!jobs?.size) return;
  event.preventDefault();
  event.stopPropagation();
  if (resending.has(this)) return;
  resending.add(this);
  const { submitter } = event;
  void Promise.all(jobs).then(() => {
    resending.delete(this);
    this.requestSubmit(submitter);
  });
}
