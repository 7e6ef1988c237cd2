// runtime: dom. A labelled file chooser that hands over the file chosen and forgets it, so
// choosing the same file again (corrected, or to import it once more) is a new choice.
export function FileField({ id, label, accept, disabled, onFile }: { id: string; label: string; accept: string; disabled?: boolean; onFile(file: File): void }) {
  return (
    <label className="field" htmlFor={id}>
      <span className="field-label">{label}</span>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
