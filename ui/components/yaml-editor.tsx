import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// Ace is heavy: it loads with the first editor, never in the first chunk.
const AceYamlEditor = lazy(() => import('./yaml-editor-ace'));

/** A problem marked in the gutter at its line (counted from 1). */
export interface EditorMark {
  readonly line: number;
  readonly text: string;
}

export interface YamlEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly 'aria-label': string;
  readonly marks?: readonly EditorMark[];
  readonly readOnly?: boolean;
  /** Pixels. */
  readonly height?: number;
}

/** Editable YAML with highlighting and problems marked at their lines. */
export function YamlEditor(props: YamlEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={`${props.height ?? 360}px`} borderRadius="md" />}>
      <AceYamlEditor {...props} />
    </Suspense>
  );
}
