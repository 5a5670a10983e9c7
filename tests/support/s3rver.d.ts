/** The part of @20minutes/s3rver (which ships no types) that tests/support/s3-server.ts uses. */
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  export default class S3rver {
    constructor(options: {
      directory: string;
      address?: string;
      port?: number;
      silent?: boolean;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
