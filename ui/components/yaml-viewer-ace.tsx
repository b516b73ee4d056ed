import ace from 'ace-builds/src-noconflict/ace';
import 'ace-builds/src-noconflict/mode-yaml';
import 'ace-builds/src-noconflict/theme-github';
import 'ace-builds/src-noconflict/theme-tomorrow_night';
import yamlWorkerUrl from 'ace-builds/src-noconflict/worker-yaml?url';
import AceEditor from 'react-ace';
import type { YamlViewerProps } from './yaml-viewer';
import { useIsDark } from './use-is-dark';

// Ace would fetch its YAML worker from a CDN; it is bundled instead (STACK.md).
ace.config.setModuleUrl('ace/mode/yaml_worker', yamlWorkerUrl);

export default function YamlViewerAce({ value, height = 400, ...rest }: YamlViewerProps) {
  const dark = useIsDark();
  return (
    <div aria-label={rest['aria-label']} role="region">
      <AceEditor
        mode="yaml"
        theme={dark ? 'tomorrow_night' : 'github'}
        value={value}
        readOnly
        width="100%"
        height={`${height}px`}
        fontSize={13}
        showPrintMargin={false}
        highlightActiveLine={false}
        setOptions={{ useWorker: true, tabSize: 2, showFoldWidgets: true }}
        editorProps={{ $blockScrolling: true }}
      />
    </div>
  );
}
