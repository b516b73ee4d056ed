import ace from 'ace-builds/src-noconflict/ace';
import 'ace-builds/src-noconflict/mode-json';
import 'ace-builds/src-noconflict/mode-yaml';
import 'ace-builds/src-noconflict/theme-github';
import 'ace-builds/src-noconflict/theme-tomorrow_night';
import jsonWorkerUrl from 'ace-builds/src-noconflict/worker-json?url';
import yamlWorkerUrl from 'ace-builds/src-noconflict/worker-yaml?url';
import AceEditor from 'react-ace';
import type { CodeEditorProps } from './code-editor';
import { useIsDark } from './use-is-dark';

// Ace would fetch its workers from a CDN; they are bundled instead (STACK.md).
ace.config.setModuleUrl('ace/mode/yaml_worker', yamlWorkerUrl);
ace.config.setModuleUrl('ace/mode/json_worker', jsonWorkerUrl);

export default function CodeEditorAce({ value, mode, onChange, readOnly = false, height = 300, ...rest }: CodeEditorProps) {
  const dark = useIsDark();
  return (
    <div role="group" aria-label={rest['aria-label']} style={{ width: '100%', border: '1px solid var(--chakra-colors-border)', borderRadius: 6, overflow: 'hidden' }}>
      <AceEditor
        mode={mode}
        theme={dark ? 'tomorrow_night' : 'github'}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        width="100%"
        height={`${height}px`}
        fontSize={13}
        showPrintMargin={false}
        setOptions={{ useWorker: true, tabSize: 2, showFoldWidgets: true }}
        editorProps={{ $blockScrolling: true }}
        // Ace's own text area is what the keyboard reaches: it carries the name.
        onLoad={(editor) => editor.textInput.getElement().setAttribute('aria-label', rest['aria-label'])}
      />
    </div>
  );
}
