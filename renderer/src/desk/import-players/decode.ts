// runtime: dom. A CSV file's bytes as text. A byte order mark names UTF-8 or UTF-16; without one,
// text that is valid UTF-8 is read as UTF-8, and anything else needs the organizer to say which
// legacy code page the spreadsheet saved it in (Excel on a Polish Windows saves Windows-1250, on a
// Russian one Windows-1251), since no byte tells them apart.

export const csvEncodings = ['auto', 'utf-8', 'utf-16le', 'utf-16be', 'windows-1250', 'windows-1251'] as const;
export type CsvEncoding = (typeof csvEncodings)[number];

export interface Decoded {
  /** null: no byte order mark and not UTF-8, so the organizer must choose a code page. */
  text: string | null;
  encoding: Exclude<CsvEncoding, 'auto'> | null;
}

function byteOrderMark(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

export function decodeCsvBytes(bytes: Uint8Array, chosen: CsvEncoding): Decoded {
  const encoding = chosen === 'auto' ? byteOrderMark(bytes) : chosen;
  if (encoding) return { text: new TextDecoder(encoding).decode(bytes), encoding };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: null, encoding: null };
  }
}
