// runtime: dom. Print and Save as PDF for one sheet. In Electron both go through the shell (the
// system print dialog; a PDF saved where the user picks); in a browser Print opens the sheet and
// its print dialog in a new tab, and Save as PDF opens the venue host's PDF of it.
import { useTranslation } from 'react-i18next';
import { printSheet, saveSheetPdf, type SheetRequest } from '../api/print';

export function SheetButtons({ request, sheet }: { request: SheetRequest; sheet: string }) {
  const { t } = useTranslation();
  return (
    <span className="sheet-buttons">
      <button type="button" aria-label={t('export.printSheet', { sheet })} onClick={() => printSheet(request)}>
        {t('export.print')}
      </button>
      <button type="button" aria-label={t('export.savePdfSheet', { sheet })} onClick={() => saveSheetPdf(request)}>
        {t('export.savePdf')}
      </button>
    </span>
  );
}
