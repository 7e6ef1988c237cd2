// runtime: dom. The collection list's text box with the lines its check finds problems in marked:
// a copy of the text lies behind the box, its marked lines tinted, scrolled with the box.
import { useRef, type TextareaHTMLAttributes } from 'react';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  value: string;
  /** The lines to mark, numbered from 1. */
  marked: ReadonlySet<number>;
}

export function MarkedLines({ value, marked, className, ...box }: Props) {
  const behind = useRef<HTMLDivElement>(null);
  return (
    <div className="marked-lines">
      <div className={`marked-behind ${className ?? ''}`} ref={behind} aria-hidden="true">
        {value.split('\n').map((line, i) => (
          <div key={i} className={marked.has(i + 1) ? 'marked-line' : undefined} data-line={i + 1}>
            {line || '\u00a0'}
          </div>
        ))}
      </div>
      <textarea
        {...box}
        className={className}
        value={value}
        onScroll={(e) => {
          if (behind.current) behind.current.scrollTop = e.currentTarget.scrollTop;
        }}
      />
    </div>
  );
}
