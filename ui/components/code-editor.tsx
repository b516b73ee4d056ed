import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// Ace is heavy: it loads with the first editor, never in the first chunk.
const AceCode = lazy(() => import('./code-editor-ace'));

export interface CodeEditorProps {
  readonly value: string;
  readonly mode: 'yaml' | 'json';
  readonly 'aria-label': string;
  readonly onChange: (text: string) => void;
  readonly readOnly?: boolean;
  /** Pixels. */
  readonly height?: number;
}

/** An editable JSON or YAML text with highlighting. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={`${props.height ?? 300}px`} borderRadius="md" />}>
      <AceCode {...props} />
    </Suspense>
  );
}
