// s3rver ships no types: the part of its API the tests use.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** The node:http server `run` started. */
    httpServer?: Server;
    /** Its objects, as files in `directory`. */
    store: {
      getResourcePath(bucket: string, key: string, resource: string): string;
      deleteObject(bucket: string, key: string): Promise<void>;
    };
  }
}
