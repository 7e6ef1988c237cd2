// runtime: dom. A panel that takes an exported event file: its title, what it does, the file
// field, and a file that is not JSON refused here with its name; what the core answers follows
// below it (`children`). The import and the check of a file both use it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../components/FileField';

interface Props {
  id: string;
  title: string;
  explain: string;
  busy: boolean;
  /** The file's content, read as JSON; called before anything is shown of the answer. */
  onDocument(document: unknown, fileName: string): void;
  children: ReactNode;
}

export function EventFileSection({ id, title, explain, busy, onDocument, children }: Props) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState<string | null>(null);

  async function read(file: File) {
    setUnreadable(null);
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setUnreadable(t('import.notJson', { file: file.name }));
      return;
    }
    onDocument(document, file.name);
  }

  return (
    <section className="panel import-event" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="hint">{explain}</p>
      <FileField id={`${id}-file`} label={t('import.file')} accept=".json,application/json" disabled={busy} onFile={(file) => void read(file)} />
      {unreadable ? (
        <div className="notice notice-error" role="alert">
          {unreadable}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
