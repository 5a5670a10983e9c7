/**
 * What went wrong in the browser half of social sign-in, as a key of the `auth` namespace: the texts of spec
 * section 8, shown where the failure happened and never sent to the server.
 */
export type SocialFailureKey =
  | "social.errors.cancelled"
  | "social.errors.googleNoToken"
  | "social.errors.googleLoadFailed"
  | "social.errors.googleApiMissing"
  | "social.errors.googleInitFailed"
  | "social.errors.facebookLoadFailed"
  | "social.errors.facebookMissing"
  | "social.errors.facebookFailed";

export class SocialSignInFailure extends Error {
  constructor(readonly key: SocialFailureKey) {
    super(key);
    this.name = "SocialSignInFailure";
  }
}

/** A provider's SDK as the sign-in code sees it: load the script, then read what it put on `window`. */
export interface SdkHost<Api> {
  load(): Promise<void>;
  api(): Api | undefined;
}
