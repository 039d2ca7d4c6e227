// A page that throws while rendering shows the error page of spec §2 instead of a blank screen;
// going to another path tries again.
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';

const RouteErrorPage = lazy(() =>
  import('../features/errors/ErrorPage.tsx').then((m) => ({ default: m.RouteErrorPage })),
);

type Props = { children: ReactNode; path: string };
type State = { error: unknown; path: string };

class Boundary extends Component<Props, State> {
  override state: State = { error: undefined, path: this.props.path };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.path === state.path ? null : { error: undefined, path: props.path };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={<FullPageLoader />}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary path={useLocation().pathname}>{children}</Boundary>;
}
