/**
 * Where a file lives: company, application and the name the server gave it. Its own file, as both the
 * store (platform/storage.ts) and the job queue's payloads (platform/jobs.ts) name it.
 */
export interface StoredFileRef {
  containerId: number;
  applicationId: number;
  storedName: string;
}
