import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from '@/components/list-states';

interface BoundaryProps {
  children: ReactNode;
  title: string;
  onRetry: () => void;
  frame: (message: ReactNode) => ReactNode;
}

class LoadFailedBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const retry = () => {
      this.setState({ error: null });
      this.props.onRetry();
    };
    return this.props.frame(<ErrorState dense title={this.props.title} error={this.state.error} onRetry={retry} />);
  }
}

export interface LazyPartProps<P extends object> {
  /** Fetches the part's code (a dynamic import) and picks its component. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Shown while the code is on its way. */
  fallback: ReactNode;
  /** Said, with a "Thử lại" button, when the code could not be fetched. */
  failedTitle: string;
  /** Places that message where the part would have been (a card, say). */
  frame?: (message: ReactNode) => ReactNode;
}

const asIs = (message: ReactNode) => message;

/**
 * A part of a page whose code is fetched when it is first shown. If the fetch fails (no
 * network, or a new deployment replaced the file), the part says so in its place and offers to
 * try again; the rest of the page stays. React.lazy keeps a failed import failed, so a retry
 * makes a fresh lazy component.
 */
export function LazyPart<P extends object>({ load, props, fallback, failedTitle, frame = asIs }: LazyPartProps<P>) {
  const lazyPart = () => lazy(async () => ({ default: await load() }));
  const [Part, setPart] = useState(() => lazyPart());
  return (
    <LoadFailedBoundary title={failedTitle} onRetry={() => setPart(() => lazyPart())} frame={frame}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </LoadFailedBoundary>
  );
}
