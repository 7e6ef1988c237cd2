// runtime: dom. Brings an exported event file back as a new event (on this machine or another):
// the file is read here, the core checks it whole, and a refusal lists each problem by where it
// is in the file. Nothing is imported unless all of it can be.
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import type { InputOf } from '../../../shared/contract/operations';
import { EventFileSection } from './EventFileSection';
import { FileProblems } from './FileProblems';
import { useCommand } from './use-command';

export function ImportEventFile({ onImported }: { onImported(event: TournamentEvent): void }) {
  const { t } = useTranslation();
  const importer = useCommand('event.import');

  async function take(document: unknown) {
    importer.clearError();
    // The core checks the whole file against the contract; what it refuses is listed below.
    const r = await importer.run({ document } as InputOf<'event.import'>);
    if (r.ok) onImported(r.value);
  }

  return (
    <EventFileSection id="import" title={t('import.title')} explain={t('import.explain')} busy={importer.busy} onDocument={(document) => void take(document)}>
      {importer.error && <FileProblems error={importer.error} heading={t('import.refused')} />}
    </EventFileSection>
  );
}
