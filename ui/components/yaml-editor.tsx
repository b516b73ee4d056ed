import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// Ace is heavy: it loads with the first editor, never in the first chunk.
const AceYamlEditor = lazy(() => import('./yaml-editor-ace'));

export interface YamlEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly 'aria-label': string;
  /** Pixels. */
  readonly height?: number;
  readonly readOnly?: boolean;
}

/** YAML with highlighting, editable (a spec). */
export function YamlEditor(props: YamlEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={`${props.height ?? 320}px`} borderRadius="md" />}>
      <AceYamlEditor {...props} />
    </Suspense>
  );
}
