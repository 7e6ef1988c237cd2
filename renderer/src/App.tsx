// runtime: dom. Picks the face by route: the desk (or the room's view, for a browser that has not
// joined), the projector display, or a printable sheet. Each face, in the language the desk chose,
// sits in its own error boundary (the desk also has one per tab, under its top bar).
import { StaleNotice } from './components/StaleNotice';
import { ViewBoundary } from './components/ViewBoundary';
import { LanguageGate } from './i18n/LanguageGate';
import { DisplayPage } from './display/DisplayPage';
import { PrintPage } from './print/PrintPage';
import { useRoute } from './router';
import { DeskOrRoom } from './venue/DeskOrRoom';
import { JoinPage } from './venue/JoinPage';
import { RoomFrame } from './venue/RoomFrame';
import { WithdrawnBanner } from './venue/WithdrawnBanner';

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
      <ViewBoundary>
        {route.page === 'display' ? (
          <RoomFrame bar={<WithdrawnBanner role="display" />}>
            <DisplayPage eventId={route.eventId} divisionId={route.divisionId} />
          </RoomFrame>
        ) : (
          <DeskOrRoom tab={route.tab} />
        )}
      </ViewBoundary>
      <StaleNotice />
    </>
  );
}
