import ace from 'ace-builds/src-noconflict/ace';
import 'ace-builds/src-noconflict/mode-yaml';
import 'ace-builds/src-noconflict/theme-github';
import 'ace-builds/src-noconflict/theme-tomorrow_night';
import yamlWorkerUrl from 'ace-builds/src-noconflict/worker-yaml?url';
import AceEditor from 'react-ace';
import { useIsDark } from './use-is-dark';
import type { YamlEditorProps } from './yaml-editor';

// Ace would fetch its YAML worker from a CDN; it is bundled instead (STACK.md).
ace.config.setModuleUrl('ace/mode/yaml_worker', yamlWorkerUrl);

export default function YamlEditorAce({ value, onChange, height = 320, readOnly = false, ...rest }: YamlEditorProps) {
  const dark = useIsDark();
  return (
    <div role="group" aria-label={rest['aria-label']}>
      <AceEditor
        mode="yaml"
        theme={dark ? 'tomorrow_night' : 'github'}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        width="100%"
        height={`${height}px`}
        fontSize={13}
        showPrintMargin={false}
        setOptions={{ useWorker: true, tabSize: 2, showFoldWidgets: true }}
        // The editor's own text area takes the label, so screen readers and tests name the field.
        onLoad={(editor) => editor.textInput.getElement().setAttribute('aria-label', rest['aria-label'])}
        editorProps={{ $blockScrolling: true }}
      />
    </div>
  );
}
