// runtime: dom. The registration desk's way to a spreadsheet of players and back: open the import,
// or save the player list as CSV.
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { downloadFile } from '../../export/download';
import { useCommand } from '../use-command';

export function PlayersFile({ eventId, onImport }: { eventId: number; onImport(): void }) {
  const { t } = useTranslation();
  const exporter = useCommand('player.exportCsv');
  async function exportList() {
    const r = await exporter.run({ eventId });
    if (r.ok) downloadFile(r.value.filename, r.value.content, 'text/csv;charset=utf-8');
  }
  return (
    <section className="panel" aria-labelledby="players-file-title">
      <h2 id="players-file-title">{t('playerImport.panelTitle')}</h2>
      <ErrorNotice error={exporter.error} />
      <div className="actions">
        <button type="button" onClick={onImport}>
          {t('playerImport.open')}
        </button>
        <button type="button" disabled={exporter.busy} onClick={() => void exportList()}>
          {t('playerImport.export')}
        </button>
      </div>
    </section>
  );
}
