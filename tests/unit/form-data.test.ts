import { describe, expect, it } from "vitest";
import { IMAGE_UPLOAD, MB } from "#contract/uploads";
import { readFormData } from "~/lib/forms/form-data.server";
import { oversizedImages } from "~/lib/forms/image-fields.server";

/**
 * How an action reads its form (docs/profiles-and-companies.md#images): bounded as the API bounds it, counted as it
 * arrives when no length is declared; a file over the per-image cap stays in the form for the action to name on its
 * field.
 */
const URL = "http://localhost/employee/profile/x/basic-info";

async function multipart(form: FormData, { chunked = false } = {}): Promise<Request> {
  const encoded = new Response(form);
  const headers = new Headers({ "Content-Type": encoded.headers.get("content-type") ?? "" });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  if (!chunked) headers.set("Content-Length", String(bytes.byteLength));
  // A stream declares no length, as a chunked upload does.
  const body = chunked ? new Blob([bytes]).stream() : bytes;
  return new Request(URL, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

const file = (bytes: number, name = "photo.jpg") => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("readFormData", () => {
  it.each([false, true])("reads a multipart form with a 20 MB photo (chunked: %s)", async (chunked) => {
    const form = new FormData();
    form.set("headline", "Barista");
    form.set("avatar", file(IMAGE_UPLOAD.maxBytes));
    const read = await readFormData(await multipart(form, { chunked }));
    expect(read.get("headline")).toBe("Barista");
    expect((read.get("avatar") as File).size).toBe(IMAGE_UPLOAD.maxBytes);
  });

  it.each([false, true])("answers a multipart body over the limit with 413 (chunked: %s)", async (chunked) => {
    const form = new FormData();
    form.set("image_0", file(IMAGE_UPLOAD.maxFormBytes));
    expect(await status(readFormData(await multipart(form, { chunked })))).toBe(413);
  });

  it("answers a text form over 1 MB with 413, and one within with its fields", async () => {
    const form = (text: string) =>
      new Request(URL, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `about=${text}`,
      });
    expect(await status(readFormData(form("a".repeat(MB))))).toBe(413);
    expect((await readFormData(form("a sunny hotel"))).get("about")).toBe("a sunny hotel");
  });

  it.each([
    ["JSON", { "Content-Type": "application/json" }, "{}"],
    ["no Content-Type", {}, "a=1"],
    ["a multipart body without its boundary", { "Content-Type": "multipart/form-data" }, "--x--"],
  ])("answers %s with 400", async (_label, headers, body) => {
    const request = new Request(URL, { method: "POST", headers: headers as Record<string, string>, body });
    expect(await status(readFormData(request))).toBe(400);
  });
});

describe("an image field's own refusals", () => {
  it("names the fields whose file is over the cap, in the words of the API's code for it (image_too_large)", () => {
    // As a submission holds them (`readSubmission(...).payload`): a field sent twice is a list.
    const payload: Record<string, unknown> = {
      logo: file(IMAGE_UPLOAD.maxBytes + 1),
      cover_image: file(IMAGE_UPLOAD.maxBytes),
      name: "x".repeat(10),
    };
    expect(oversizedImages(payload, ["logo", "cover_image", "name"])).toEqual({ logo: ["refusals:image_too_large"] });
    expect(oversizedImages({ ...payload, logo: undefined }, ["logo", "cover_image"])).toBeUndefined();
    expect(oversizedImages({ photos: [file(1), file(IMAGE_UPLOAD.maxBytes + 1)] }, ["photos"])).toEqual({
      photos: ["refusals:image_too_large"],
    });
  });
});
