/**
 * npm run files:move [-- --delete-local]: copies an installation's files from DATA_DIR/files into the S3
 * bucket FILE_STORE=s3 names, verifying each by checksum (platform/file-move.ts). Run it again to resume;
 * local files are removed only with --delete-local and only once their copy is verified.
 */
import { loadStorageConfig } from './config.ts';
import { refuseToStart } from './environment.ts';
import { moveFiles } from './platform/file-move.ts';
import { LocalObjectStore } from './platform/local-object-store.ts';
import { S3ObjectStore } from './platform/s3-object-store.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--delete-local');
let config: ReturnType<typeof loadStorageConfig>;
try {
  config = loadStorageConfig();
  if (unknown.length) throw new Error(`unknown argument ${unknown.join(' ')} (only --delete-local)`);
  if (config.fileStore.kind !== 's3')
    throw new Error('set FILE_STORE=s3 and S3_BUCKET (S3_ENDPOINT …) to the store the files go to');
} catch (err) {
  refuseToStart(err);
}
const deleteLocal = args.includes('--delete-local');
const source = new LocalObjectStore(config.dataDir);
const target = new S3ObjectStore(config.fileStore);
const line = (text: string) => process.stdout.write(`${text}\n`);
line(
  `Moving files from ${source.description} to ${target.description}${deleteLocal ? ' (deleting local copies once verified)' : ''}`,
);
const summary = await moveFiles(source, target, {
  deleteLocal,
  progress: (done, s) => {
    if (done % 100 === 0)
      line(`${done} files: ${s.copied} copied, ${s.verified} already there, ${s.failed.length} failed`);
  },
});
target.close();
for (const { key, error } of summary.failed) line(`FAILED ${key}: ${error}`);
line(
  `Done: ${summary.found} files, ${summary.copied} copied and verified, ${summary.verified} already in the store, ` +
    `${summary.deleted} local copies deleted, ${summary.failed.length} failed`,
);
process.exitCode = summary.failed.length ? 1 : 0;
