// Rekry runs on the Node 24 that `npm ci` installs (the `node` package): npm's scripts put it first on the
// PATH. Started some other way on an older Node, say so in one line instead of failing somewhere deep.
const NEEDED = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < NEEDED) {
  process.stderr.write(
    `Rekry needs Node.js ${NEEDED} or later, this is v${process.versions.node}: start it with npm start (or npm test), which runs the project's own Node ${NEEDED} from npm ci.\n`,
  );
  process.exit(1);
}
