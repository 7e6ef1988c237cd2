// runtime: dom. Picks the face by route: the desk, the projector display, or a printable sheet.
// Each face, in the language the desk chose, sits in its own error boundary (the desk also has
// one per tab, under its top bar).
import { StaleNotice } from './components/StaleNotice';
import { ViewBoundary } from './components/ViewBoundary';
import { LanguageGate } from './i18n/LanguageGate';
import { DeskPage } from './desk/DeskPage';
import { DisplayPage } from './display/DisplayPage';
import { PrintPage } from './print/PrintPage';
import { useRoute } from './router';
import { JoinPage } from './venue/JoinPage';

export function App() {
  return (
    <LanguageGate>
      <Face />
    </LanguageGate>
  );
}

function Face() {
  const route = useRoute();
  if (route.page === 'print') {
    return (
      <ViewBoundary>
        <PrintPage sheet={route.sheet} id={route.id} params={route.params} />
      </ViewBoundary>
    );
  }
  if (route.page === 'join') {
    return (
      <ViewBoundary>
        <JoinPage code={route.code} />
      </ViewBoundary>
    );
  }
  return (
    <>
      <ViewBoundary>{route.page === 'display' ? <DisplayPage eventId={route.eventId} divisionId={route.divisionId} /> : <DeskPage tab={route.tab} />}</ViewBoundary>
      <StaleNotice />
    </>
  );
}
