// runtime: dom. The root of every printed sheet: picks the paper (a named @page in print.css),
// and announces readiness with data-print-ready once the data is rendered and the fonts are in,
// which is what the Electron shell, the PDF route and the tests wait for. With autoprint (the
// browser path) it opens the print dialog once, when ready.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import type { Paper } from './params';
import './print.css';

export function SheetFrame(props: {
  paper: Paper;
  status: 'loading' | 'done' | AppError;
  autoprint: boolean;
  className?: string;
  /** Rendered but not ready to print yet: an image still decoding. */
  pending?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [fontsReady, setFontsReady] = useState(false);
  const printed = useRef(false);
  const ready = props.status === 'done' && fontsReady && !props.pending;

  useEffect(() => {
    let alive = true;
    void document.fonts.ready.then(() => alive && setFontsReady(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice in development; the ref keeps it to one dialog.
    if (!ready || !props.autoprint || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready, props.autoprint]);

  const error = typeof props.status === 'object' ? props.status : null;
  return (
    <div
      className={`print-root paper-${props.paper} ${props.className ?? ''}`}
      data-print-ready={ready ? 'true' : undefined}
      data-print-error={error ? error.code : undefined}
    >
      {props.status === 'loading' && <p className="print-status">{t('common.loading')}</p>}
      {error && <p className="print-status" role="alert">{t('print.error', { message: error.message })}</p>}
      {props.status === 'done' && props.children}
    </div>
  );
}
