// runtime: dom. The event's shared map (Catan 1.18: every qualifying table plays the same island,
// made before round 1, photographed and printed): an image chosen from a file and/or a description,
// saved over the version read and printed from here. The core checks the image's bytes; a file past
// the size limit is refused here too, because it could not even be sent to the venue host.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mapImageMaxBytes, type EventMap } from '../../../../shared/features/shared-map/model';
import type { Paper } from '../../api/print';
import { useQuery } from '../../api/use-query';
import { ErrorNotice, fieldError } from '../../components/ErrorNotice';
import { useEditBase } from '../../components/use-edit-base';
import { PaperField } from '../../export/PaperField';
import { SheetButtons } from '../../export/SheetButtons';
import { useCommand } from '../../desk/use-command';
import { useDeskRole } from '../../venue/use-role';
import type { RegistrationPanelProps } from '../feature';
import { codeText, useFeatureText } from '../text';
import { sharedMapTexts } from './texts';
import '../../export/export.css';
import './shared-map.css';

/** Beside the registration form, for a desk that may change the map (the head judge's). */
export function MapEditor({ eventId }: RegistrationPanelProps) {
  const { may } = useDeskRole();
  return may('map.set') ? <StoredMap eventId={eventId} /> : null;
}

function StoredMap({ eventId }: { eventId: number }) {
  const stored = useQuery('map.get', { eventId });
  const { base, generation, setBase, reload } = useEditBase(stored.data);
  if (!base) return <ErrorNotice error={stored.error} />;
  return <MapForm key={generation} eventId={eventId} base={base} onSaved={setBase} onReload={reload} />;
}

interface FormProps {
  eventId: number;
  base: EventMap;
  onSaved(map: EventMap): void;
  onReload(): void;
}

/** The image the form will send: a new one, none, or (undefined) the one stored. */
type ImageChoice = { type: string; data: string; name: string } | null | undefined;

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function MapForm({ eventId, base, onSaved, onReload }: FormProps) {
  const { t } = useTranslation();
  const text = useFeatureText(sharedMapTexts);
  const [description, setDescription] = useState(base.description);
  const [image, setImage] = useState<ImageChoice>(undefined);
  const [tooLarge, setTooLarge] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const [paper, setPaper] = useState<Paper>('a4');
  const save = useCommand('map.set');
  const descriptionError = fieldError(save.error, 'description');
  const imageError = tooLarge !== null ? codeText(t, 'validation.reasons.map_image_too_large', { kiB: tooLarge, maxKiB: mapImageMaxBytes / 1024 }) : fieldError(save.error, 'image');
  const shown = image === undefined ? base.image : image;

  async function choose(file: File | undefined) {
    setSaved(false);
    save.clearError();
    setTooLarge(null);
    setImage(undefined);
    if (!file) return;
    if (file.size > mapImageMaxBytes) return setTooLarge(Math.ceil(file.size / 1024));
    setImage({ type: file.type, data: await readFile(file), name: file.name });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (tooLarge !== null) return;
    const r = await save.run({ eventId, version: base.version, description, ...(image === undefined ? {} : { image: image && { type: image.type, data: image.data } }) });
    if (r.ok) {
      onSaved(r.value);
      setImage(undefined);
      setSaved(true);
    }
  }

  const title = text('title');
  return (
    <form className="panel text-panel event-map" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <p className="field-hint">{text('explain')}</p>
      {!imageError && <ErrorNotice error={save.error} />}
      {save.error?.details?.reason === 'map_changed' && (
        <button type="button" onClick={onReload}>
          {text('reload')}
        </button>
      )}
      {saved && !save.error && (
        <div className="notice notice-ok" role="status">
          {text('saved')}
        </div>
      )}
      <div className="field">
        <label className="field-label" htmlFor="event-map-image">
          {text('image')}
        </label>
        {shown && <img className="event-map-preview" src={`data:${shown.type};base64,${shown.data}`} alt={text('preview')} />}
        <input
          id="event-map-image"
          type="file"
          accept="image/png,image/jpeg"
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-invalid={imageError ? true : undefined}
          aria-describedby={imageError ? 'event-map-image-hint event-map-image-error' : 'event-map-image-hint'}
        />
        <span className="field-hint" id="event-map-image-hint">
          {text('imageHint', { maxKiB: mapImageMaxBytes / 1024 })}
        </span>
        {imageError && (
          <span className="field-error" id="event-map-image-error" role="alert">
            {imageError}
          </span>
        )}
        {shown && (
          <button type="button" className="small" onClick={() => setImage(null)}>
            {text('removeImage')}
          </button>
        )}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="event-map-description">
          {text('description')}
        </label>
        <textarea
          id="event-map-description"
          value={description}
          maxLength={5000}
          onChange={(e) => {
            setSaved(false);
            setDescription(e.target.value);
          }}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? 'event-map-description-error' : undefined}
        />
        {descriptionError && (
          <span className="field-error" id="event-map-description-error">
            {descriptionError}
          </span>
        )}
      </div>
      <div className="actions">
        <button type="submit" className="primary" disabled={save.busy}>
          {text('save')}
        </button>
      </div>
      <div className="sheet-print-row">
        <PaperField id="event-map-paper" value={paper} onChange={setPaper} />
        <SheetButtons request={{ sheet: 'feature', name: 'map', id: eventId, paper }} sheet={text('sheet')} />
      </div>
    </form>
  );
}
