// runtime: pure. Command-line options shared by the Electron shell and served mode. Unknown
// arguments are ignored: Electron and Chromium add switches of their own.
export interface CliArgs {
  db?: string;
  /** A backup file to put in the database's place before opening it. */
  restore?: string;
  port?: number;
  venue: boolean;
}

export function parseCliArgs(argv: readonly string[]): CliArgs {
  const out: CliArgs = { venue: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--db') {
      const v = value();
      if (!v) throw new Error('--db needs a file path, e.g. --db ./club-night.sqlite');
      out.db = v;
    } else if (flag === '--restore') {
      const v = value();
      if (!v) throw new Error('--restore needs the backup file, e.g. --restore "arbiter.sqlite.backups/2026-12-05T10-00-00-000Z-round-start.sqlite"');
      out.restore = v;
    } else if (flag === '--port') {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 0 || v > 65535) throw new Error('--port needs a number from 0 to 65535');
      out.port = v;
    } else if (flag === '--venue') {
      out.venue = true;
    }
  }
  return out;
}
