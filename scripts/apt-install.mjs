// Installs Debian packages the product needs from the machine (never a download from elsewhere): as root
// with apt-get at hand, quietly, one line before and one after; otherwise it says it cannot.
import { spawnSync } from 'node:child_process';

export function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function apt(args) {
  const result = spawnSync('apt-get', args, {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const said = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-5).join('\n');
    throw new Error(`apt-get ${args[0]} misslyckades (kod ${result.status ?? result.signal}):\n${said}`);
  }
}

/**
 * Installs `packages` (update first: a fresh machine's package lists may be empty). Answers true when it
 * went through, false (with apt's last words on stderr) when it did not.
 */
export function aptInstall(packages) {
  const started = Date.now();
  console.log(`Installerar ${packages.join(', ')} med apt-get …`);
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return false;
  }
  console.log(`Installerade ${packages.join(', ')} på ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}
