import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../electron/cli-args';

describe('command-line options', () => {
  it('reads --db, --port and --venue in both spellings and ignores Chromium switches', () => {
    expect(parseCliArgs(['--db', 'a.sqlite', '--port=0', '--no-sandbox', '--venue'])).toEqual({ db: 'a.sqlite', port: 0, venue: true });
    expect(parseCliArgs(['--db=/x/y.sqlite'])).toEqual({ db: '/x/y.sqlite', venue: false });
    expect(parseCliArgs(['--restore', 'b/1.sqlite'])).toEqual({ restore: 'b/1.sqlite', venue: false });
  });
  it('says what is wrong with a bad value', () => {
    expect(() => parseCliArgs(['--db'])).toThrow(/--db needs a file path/);
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(/--port needs a number/);
    expect(() => parseCliArgs(['--restore'])).toThrow(/--restore needs the backup file/);
  });
});
