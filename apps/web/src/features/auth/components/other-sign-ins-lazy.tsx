import { lazy, Suspense } from 'react';
import type { OtherSignInsProps } from './other-sign-ins';

// The provider buttons and their brand marks load once the server has said which are on: the
// sign-in page's first paint (the build's copy, with its byte budget) never waits for them.
const OtherSignIns = lazy(async () => ({ default: (await import('./other-sign-ins')).OtherSignIns }));

/** <OtherSignIns>, loaded on demand; nothing while it loads. */
export function LazyOtherSignIns(props: OtherSignInsProps) {
  return (
    <Suspense fallback={null}>
      <OtherSignIns {...props} />
    </Suspense>
  );
}
