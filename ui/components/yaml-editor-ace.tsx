import 'ace-builds/src-noconflict/ace';
import 'ace-builds/src-noconflict/mode-yaml';
import 'ace-builds/src-noconflict/theme-github';
import 'ace-builds/src-noconflict/theme-tomorrow_night';
import { useMemo } from 'react';
import AceEditor from 'react-ace';
import type { YamlEditorProps } from './yaml-editor';
import { useIsDark } from './use-is-dark';

export default function YamlEditorAce({ value, onChange, marks = [], readOnly = false, height = 360, ...rest }: YamlEditorProps) {
  const dark = useIsDark();
  const annotations = useMemo(() => marks.map((mark) => ({ row: mark.line - 1, column: 0, type: 'error', text: mark.text })), [marks]);
  return (
    <div aria-label={rest['aria-label']} role="group">
      <AceEditor
        mode="yaml"
        theme={dark ? 'tomorrow_night' : 'github'}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        annotations={annotations}
        width="100%"
        height={`${height}px`}
        fontSize={13}
        showPrintMargin={false}
        // The schema's marks are the ones shown: the YAML worker's own would replace them.
        setOptions={{ useWorker: false, tabSize: 2, showFoldWidgets: true }}
        editorProps={{ $blockScrolling: true }}
        onLoad={(editor) => editor.container.querySelector('textarea')?.setAttribute('aria-label', rest['aria-label'])}
      />
    </div>
  );
}
