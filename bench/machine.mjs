// What the figures were measured on: they only compare with figures from the same kind of machine.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { root } from '../scripts/lib/stack.mjs';

function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function chromiumVersion() {
  try {
    const out = execFileSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim();
  } catch {
    return 'unknown';
  }
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    ramGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadavg: os.loadavg(),
    // Above 0 (`nice`): the run gave way to the machine's other work, so its figures are on the slow side.
    nice: os.getPriority(),
    chromium: chromiumVersion(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    // Uncommitted changes outside bench/ mean the figures are of a tree no commit holds.
    dirty: git(['status', '--porcelain', '--', '.', ':!bench']) !== '',
  };
}
