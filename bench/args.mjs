// Command-line options of `npm run bench`. Everything has a default, so `npm run bench` alone is the full run.

export const SECTIONS = [
  'lighthouse',
  'purchase',
  'throughput',
  'api',
  'growth',
  'console',
  'orders',
  'cluster',
  'hosts',
  'sale',
];
export const DEFAULT_SIZES = [100, 1000, 10000];

const USAGE = `Usage: npm run bench -- [options]

  --quick                 1 Lighthouse run per page (5 in a full run), 2 INP runs (5) and 3 s load
                          tests (10 s), for developing the benchmarks
  --only=a,b              run only some sections: ${SECTIONS.join(', ')}
  --sizes=100,1000        catalogue sizes of the growth section (default ${DEFAULT_SIZES.join(',')})
  --reuse-build           reuse the storefront build in .next-bench and the bare Next page's build in
                          bench/.tmp/bare-next from an earlier run if there are ones
  --help                  this text

DATABASE_URL set: the CMS API section also runs on PostgreSQL, in a fresh database created and dropped
on that server. The cluster section always runs on PostgreSQL: in a fresh database on DATABASE_URL's
server, or without it on postgres://$USER@127.0.0.1:5432 (as the CMS tests), with a Redis of its own.`;

/** Reads `--name=value` and `--name value` forms; unknown options are an error rather than ignored. */
export function parseArgs(argv) {
  const opts = {
    quick: false,
    only: [...SECTIONS],
    sizes: [...DEFAULT_SIZES],
    reuseBuild: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined) throw new Error(`${name} needs a value\n\n${USAGE}`);
      return next;
    };
    switch (name) {
      case '--quick':
        opts.quick = true;
        break;
      case '--reuse-build':
        opts.reuseBuild = true;
        break;
      case '--help':
      case '-h':
        opts.help = true;
        break;
      case '--only': {
        const list = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = list.filter((s) => !SECTIONS.includes(s));
        if (unknown.length > 0 || list.length === 0)
          throw new Error(`--only takes ${SECTIONS.join(', ')}; got "${list.join(',')}"\n\n${USAGE}`);
        opts.only = SECTIONS.filter((s) => list.includes(s));
        break;
      }
      case '--sizes': {
        const sizes = value()
          .split(',')
          .map((s) => Number(s.trim()));
        if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1))
          throw new Error(`--sizes takes whole numbers, e.g. --sizes=100,1000\n\n${USAGE}`);
        opts.sizes = sizes;
        break;
      }
      default:
        throw new Error(`Unknown option ${arg}\n\n${USAGE}`);
    }
  }
  return opts;
}

export { USAGE };

/** How long and how hard each measurement runs, for a full and a quick run. */
export function settingsFor({ quick }) {
  return quick
    ? { lighthouseRuns: 1, inpRuns: 2, warmupSeconds: 1, seconds: 3, connections: 50, growthConnections: 10 }
    : {
        lighthouseRuns: 5,
        inpRuns: 5,
        warmupSeconds: 3,
        seconds: 10,
        connections: 50,
        growthConnections: 10,
      };
}
