// runtime: dom. Players from a spreadsheet at the registration desk: the file and its encoding,
// which column is which field (guessed from the header), every row checked by the core with its
// problems named by row and field, and nothing registered until the organizer confirms.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '../../../../shared/contract/operations';
import { importFields, importMaxRows, type ImportField } from '../../../../shared/model/player-import';
import { parseCsv } from '../../../../shared/text/csv-read';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SelectField } from '../../components/Field';
import { FileField } from '../../components/FileField';
import { useCommand } from '../use-command';
import { csvEncodings, decodeCsvBytes, type CsvEncoding } from './decode';
import { guessColumns, type ColumnMapping } from './guess-columns';
import { ImportPreview } from './ImportPreview';
import { sentMapping } from './sent-mapping';
import './import-players.css';

type Preview = OutputOf<'player.importPreview'>;
type Done = OutputOf<'player.import'>;

export function ImportPlayers({ eventId, onClose }: { eventId: number; onClose(): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ name: string; bytes: Uint8Array } | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding>('auto');
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const check = useCommand('player.importPreview');
  const importer = useCommand('player.import');

  const decoded = useMemo(() => (file ? decodeCsvBytes(file.bytes, encoding) : null), [file, encoding]);
  const table = useMemo(() => (decoded?.text ? parseCsv(decoded.text) : null), [decoded]);
  const header = table?.records[0] ?? [];
  const rows = useMemo(() => table?.records.slice(1) ?? [], [table]);
  // A broken file is named, not read: its records past the break are not the spreadsheet's rows.
  const broken = table?.problems[0] ?? null;
  const tooMany = rows.length > importMaxRows;
  const named = mapping.name !== undefined || mapping.firstName !== undefined || mapping.lastName !== undefined;

  async function choose(f: File) {
    setFile({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
    setEncoding('auto');
    setPreview(null);
    setDone(null);
  }

  // A new reading of the file maps its columns afresh.
  const [mappedFor, setMappedFor] = useState<typeof table>(null);
  if (table !== mappedFor) {
    setMappedFor(table);
    setMapping(table ? guessColumns(header) : {});
  }

  const request = () => ({ eventId, ...sentMapping(rows, mapping) });
  async function checkRows() {
    setDone(null);
    const r = await check.run(request());
    setPreview(r.ok ? r.value : null);
  }
  async function confirm() {
    const r = await importer.run(request());
    if (r.ok) {
      setDone(r.value);
      setPreview(null);
    }
  }

  const columnName = (i: number) => t('playerImport.column', { n: i + 1, header: header[i] || '—' });
  return (
    <section className="panel import-players" aria-labelledby="import-players-title">
      <h2 id="import-players-title">{t('playerImport.title')}</h2>
      <p className="hint">{t('playerImport.explain')}</p>
      <div className="import-players-file">
        <FileField id="import-players-file" label={t('playerImport.file')} accept=".csv,.txt,text/csv" onFile={(f) => void choose(f)} />
        <SelectField
          id="import-players-encoding"
          label={t('playerImport.encoding')}
          value={encoding}
          disabled={!file}
          onChange={(e) => {
            setEncoding(e.target.value as CsvEncoding);
            setPreview(null);
          }}
          error={decoded && decoded.text === null ? t('playerImport.chooseEncoding') : undefined}
        >
          {csvEncodings.map((e) => (
            <option key={e} value={e}>
              {t(`playerImport.encodings.${e}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {broken && (
        <div className="notice notice-error" role="alert">
          {t('playerImport.unclosedQuote', { row: broken.row, line: broken.line })}
        </div>
      )}
      {file && table && !broken && (
        <p className="import-players-read">
          {t('playerImport.read', { file: file.name, count: rows.length, encoding: t(`playerImport.encodings.${decoded!.encoding!}`), separator: t(`playerImport.separators.${table.separator === '\t' ? 'tab' : table.separator === ';' ? 'semicolon' : 'comma'}`) })}
        </p>
      )}
      {tooMany && (
        <div className="notice notice-error" role="alert">
          {t('playerImport.tooMany', { rows: rows.length, max: importMaxRows })}
        </div>
      )}
      {table && !broken && !tooMany && (
        <fieldset className="import-players-mapping">
          <legend>{t('playerImport.mapping')}</legend>
          {importFields.map((field: ImportField) => (
            <SelectField
              key={field}
              id={`import-map-${field}`}
              label={t(`playerImport.fields.${field}`)}
              value={mapping[field] ?? ''}
              onChange={(e) => {
                const { [field]: _dropped, ...rest } = mapping;
                setMapping(e.target.value === '' ? rest : { ...rest, [field]: Number(e.target.value) });
                setPreview(null);
              }}
            >
              <option value="">{t('playerImport.notInFile')}</option>
              {header.map((_, i) => (
                <option key={i} value={i}>
                  {columnName(i)}
                </option>
              ))}
            </SelectField>
          ))}
          {!named && <p className="field-error">{t('playerImport.mapName')}</p>}
        </fieldset>
      )}
      <ErrorNotice error={check.error ?? importer.error} />
      {done && (
        <div className="notice notice-ok" role="status">
          {t('playerImport.imported', { count: done.imported })} {t('playerImport.passedOver', { registered: done.counts.registered, repeated: done.counts.repeated, invalid: done.counts.invalid })}
        </div>
      )}
      <div className="actions">
        {table && !broken && !tooMany && (
          <button type="button" className={preview ? undefined : 'primary'} disabled={check.busy || rows.length === 0 || !named} onClick={() => void checkRows()}>
            {t('playerImport.check')}
          </button>
        )}
        {preview && (
          <button type="button" className="primary" disabled={importer.busy || preview.counts.new === 0} onClick={() => void confirm()}>
            {t('playerImport.confirm', { count: preview.counts.new })}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('playerImport.close')}
        </button>
      </div>
      {preview && <ImportPreview preview={preview} />}
    </section>
  );
}
