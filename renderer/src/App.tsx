// runtime: dom. Picks the face by route: the desk, or the projector display.
import { DeskPage } from './desk/DeskPage';
import { DisplayPage } from './display/DisplayPage';
import { useRoute } from './router';

export function App() {
  const route = useRoute();
  return route.page === 'display' ? <DisplayPage eventId={route.eventId} /> : <DeskPage />;
}
