import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// Ace is heavy: it loads with the first viewer, never in the first chunk.
const AceYaml = lazy(() => import('./yaml-viewer-ace'));

export interface YamlViewerProps {
  readonly value: string;
  readonly 'aria-label': string;
  /** Pixels; the viewer scrolls beyond it. */
  readonly height?: number;
}

/** Read-only YAML with highlighting. */
export function YamlViewer(props: YamlViewerProps) {
  return (
    <Suspense fallback={<Skeleton height={`${props.height ?? 400}px`} borderRadius="md" />}>
      <AceYaml {...props} />
    </Suspense>
  );
}
