import { describe, expect, it } from 'vitest';
import { parsePdfUrl, parsePrintRoute, pdfFileName, printHash, sheetSubject } from '../../../../electron/venue/print-route';

describe('print routes and PDF addresses', () => {
  it('parses every sheet with its known query keys', () => {
    expect(parsePdfUrl('/pdf/slips/12?per=4&paper=letter')).toEqual({ sheet: 'slips', id: 12, query: [['per', '4'], ['paper', 'letter']] });
    expect(parsePdfUrl('/pdf/pairings/3?by=table')).toEqual({ sheet: 'pairings', id: 3, query: [['by', 'table']] });
    expect(parsePdfUrl('/pdf/standings/9')).toEqual({ sheet: 'standings', id: 9, query: [] });
    expect(parsePdfUrl('/pdf/grid/9?paper=letter')).toEqual({ sheet: 'grid', id: 9, query: [['paper', 'letter']] });
    expect(printHash(parsePrintRoute('#/print/grid/9?paper=a4')!)).toBe('#/print/grid/9?paper=a4');
    expect(printHash(parsePrintRoute('#/print/standings/9?paper=a4')!)).toBe('#/print/standings/9?paper=a4');
    expect(printHash(parsePrintRoute('#/print/notice/9?paper=letter')!)).toBe('#/print/notice/9?paper=letter');
    expect(parsePdfUrl('/pdf/map/9?paper=a4')).toEqual({ sheet: 'map', id: 9, query: [['paper', 'a4']] });
    // A feature's sheet is found by the query its contract names: a collection list by its player.
    expect(sheetSubject(parsePrintRoute('#/print/map/9')!)).toEqual({ name: 'map.get', input: { eventId: 9 } });
    expect(sheetSubject(parsePrintRoute('#/print/collection/31?paper=a4')!)).toEqual({ name: 'collection.get', input: { playerId: 31 } });
    expect(sheetSubject(parsePrintRoute('#/print/standings/9')!)).toEqual({ name: 'event.get', input: { id: 9 } });
    expect(pdfFileName(parsePdfUrl('/pdf/slips/12?per=4&paper=letter')!)).toBe('arbiter-slips-12-4-letter.pdf');
    // The seating of a schedule made in advance: by table for one round, or by name.
    expect(parsePdfUrl('/pdf/seating/9?paper=a4&round=2&by=table&division=3')).toEqual({ sheet: 'seating', id: 9, query: [['by', 'table'], ['round', '2'], ['paper', 'a4'], ['division', '3']] });
    expect(printHash(parsePrintRoute('#/print/seating/9?by=name&paper=letter')!)).toBe('#/print/seating/9?by=name&paper=letter');
  });

  it('refuses anything else', () => {
    for (const url of [
      '/pdf/slips/12?by=name',
      '/pdf/standings/9?per=2',
      '/pdf/notice/9?by=name',
      '/pdf/map/9?division=2',
      '/pdf/collection/9?by=name',
      '/pdf/photo/9',
      '/pdf/grid/9?by=name',
      '/pdf/seating/9?by=seat',
      '/pdf/seating/9?round=0',
      '/pdf/seating/9?per=2',
      '/pdf/slips/12?token=abc',
      '/pdf/slips/12?autoprint=1',
      '/pdf/slips/x',
      '/pdf/slips/012',
      '/pdf/slips/12/',
      '/pdf/slips//12',
      '/pdf/../api/event.list',
      '/pdf/slips/12?per=2&',
      '/pdf/slips/12?per',
      '/pdf/slips/12?__proto__=1',
      '/pdf/hasOwnProperty/1',
      '/pdf/slips/12?paper=a4;rm',
      '/pdf/slips/%31%32',
      '/pdfslips/12',
    ]) {
      expect(parsePdfUrl(url), url).toBeNull();
    }
  });
});
