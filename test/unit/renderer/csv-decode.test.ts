import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from '../../../renderer/src/desk/import-players/decode';

const bytes = (...b: number[]) => Uint8Array.from(b);
// "Łukasz;Wójcik" and "Пётр;Ёлкин" as each encoding writes them, byte by byte.
const polishUtf8 = [0xc5, 0x81, 0x75, 0x6b, 0x61, 0x73, 0x7a, 0x3b, 0x57, 0xc3, 0xb3, 0x6a, 0x63, 0x69, 0x6b];
const polish1250 = [0xa3, 0x75, 0x6b, 0x61, 0x73, 0x7a, 0x3b, 0x57, 0xf3, 0x6a, 0x63, 0x69, 0x6b];
const russian1251 = [0xcf, 0xb8, 0xf2, 0xf0, 0x3b, 0xa8, 0xeb, 0xea, 0xe8, 0xed];
// П ё т р ; Ё л к и н as UTF-16 code units.
const russianUnits = [0x041f, 0x0451, 0x0442, 0x0440, 0x003b, 0x0401, 0x043b, 0x043a, 0x0438, 0x043d];
const le = (units: number[]) => units.flatMap((u) => [u & 0xff, u >> 8]);
const be = (units: number[]) => units.flatMap((u) => [u >> 8, u & 0xff]);

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without its byte order mark', () => {
    expect(decodeCsvBytes(bytes(0xef, 0xbb, 0xbf, ...polishUtf8), 'auto')).toEqual({ text: 'Łukasz;Wójcik', encoding: 'utf-8' });
    expect(decodeCsvBytes(bytes(...polishUtf8), 'auto')).toEqual({ text: 'Łukasz;Wójcik', encoding: 'utf-8' });
  });

  it('reads UTF-16 in either byte order from its byte order mark', () => {
    expect(decodeCsvBytes(bytes(0xff, 0xfe, ...le(russianUnits)), 'auto')).toEqual({ text: 'Пётр;Ёлкин', encoding: 'utf-16le' });
    expect(decodeCsvBytes(bytes(0xfe, 0xff, ...be(russianUnits)), 'auto')).toEqual({ text: 'Пётр;Ёлкин', encoding: 'utf-16be' });
  });

  it('asks for a code page when the bytes are not UTF-8, and reads the one chosen', () => {
    expect(decodeCsvBytes(bytes(...polish1250), 'auto')).toEqual({ text: null, encoding: null });
    expect(decodeCsvBytes(bytes(...polish1250), 'windows-1250')).toEqual({ text: 'Łukasz;Wójcik', encoding: 'windows-1250' });
    expect(decodeCsvBytes(bytes(...russian1251), 'auto')).toEqual({ text: null, encoding: null });
    expect(decodeCsvBytes(bytes(...russian1251), 'windows-1251')).toEqual({ text: 'Пётр;Ёлкин', encoding: 'windows-1251' });
  });
});
