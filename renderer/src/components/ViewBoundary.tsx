// runtime: dom. Catches a rendering error in one view (a desk tab, the projector, a sheet) so the
// rest of the window stays usable: the view says it failed and offers to load it again.
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  failed: boolean;
}

class Boundary extends Component<{ children: ReactNode; onReload(): void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A view failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ViewFailed onReload={this.props.onReload} /> : this.props.children;
  }
}

function ViewFailed({ onReload }: { onReload(): void }) {
  const { t } = useTranslation();
  return (
    <main className="desk-main single">
      <section className="panel view-failed" role="alert">
        <p>{t('view.failed')}</p>
        <div className="actions">
          <button type="button" className="primary" onClick={onReload}>
            {t('view.reload')}
          </button>
        </div>
      </section>
    </main>
  );
}

/** Reloading mounts the view afresh: its queries run again and its state starts over. */
export function ViewBoundary({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  return (
    <Boundary key={generation} onReload={() => setGeneration((g) => g + 1)}>
      {children}
    </Boundary>
  );
}
