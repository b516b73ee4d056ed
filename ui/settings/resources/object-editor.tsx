import { useState } from 'react';
import { stringify } from 'yaml';
import { CodeEditor } from '../../components/code-editor';

const textOf = (value: Readonly<Record<string, unknown>>, mode: 'yaml' | 'json') => {
  if (Object.keys(value).length === 0) return '';
  return mode === 'json' ? JSON.stringify(value, null, 2) : stringify(value);
};

export interface ObjectEditorProps {
  /** The object the text opens with; later changes come back through `onText`, not from here. */
  readonly initial: Readonly<Record<string, unknown>>;
  readonly mode: 'yaml' | 'json';
  readonly label: string;
  readonly readOnly?: boolean;
  readonly height?: number;
  /** Each edit's whole text; core's applyEditorText decides what it makes of the value. */
  readonly onText: (text: string) => void;
}

/** Labels in JSON or a spec in YAML: the person's text stays as typed while core keeps the last value that parsed. */
export function ObjectEditor({ initial, mode, label, readOnly, height, onText }: ObjectEditorProps) {
  const [text, setText] = useState(() => textOf(initial, mode));
  return (
    <CodeEditor
      aria-label={label}
      mode={mode}
      value={text}
      readOnly={readOnly}
      height={height}
      onChange={(next) => {
        setText(next);
        onText(next);
      }}
    />
  );
}
