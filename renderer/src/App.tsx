// runtime: dom. Picks the face by route: the desk, the projector display, or a printable sheet.
import { DeskPage } from './desk/DeskPage';
import { DisplayPage } from './display/DisplayPage';
import { PrintPage } from './print/PrintPage';
import { useRoute } from './router';

export function App() {
  const route = useRoute();
  if (route.page === 'display') return <DisplayPage eventId={route.eventId} />;
  if (route.page === 'print') return <PrintPage sheet={route.sheet} id={route.id} params={route.params} />;
  return <DeskPage tab={route.tab} />;
}
