/**
 * How every server process is started: `npm start`, the bench, the end-to-end run and the tests' own
 * instances, so that what is measured and tested is what runs.
 *
 * `--max-semi-space-size=8` (MB; V8's own default grows it to 16–32): an upload is read into buffers held
 * outside the JavaScript heap, and V8 starts a full mark-compact of the whole heap (80 MB here) for every
 * 64 MB of such memory it has not seen freed. Buffers that die young are freed by a scavenge, which a
 * smaller young generation runs every few requests: the apply bench went from about 32 full collections
 * per ten seconds to 4. At 2 MB, a request's own objects outlived their scavenges and went to the old
 * generation; 8 MB took 9 % less processor time per application (docs/decisions.md).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8', '--import', 'tsx'];

/** The server's entry, relative to the repository root. */
export const SERVER_ENTRY = 'apps/server/src/main.ts';
