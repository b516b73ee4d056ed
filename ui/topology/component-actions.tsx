import { Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { showsPlaybooksMenu, type RunDialogPlaybook } from '../../core/playbooks';
import { COMPONENT_ACTIONS, componentEvidence, logsLink, zoomInLink, type Component, type ComponentAction } from '../../core/topology';
import { CameraIcon, FileTextIcon, LinkIcon, MoreIcon, AlertOctagonIcon, ZoomInIcon } from '../components/icons';
import { useEffectiveFlags } from '../hooks/effective-flags';
import { useSession } from '../hooks/session';
import { useComponentActions } from '../hooks/topology';
import { CatalogLinkDialog } from './catalog-link-dialog';
import { SnapshotDialog } from './snapshot-dialog';

type DialogAction = Extract<ComponentAction, 'snapshot' | 'linkToCatalog' | 'linkToIncident'>;

// The incidents area's dialog loads when it is first opened; the playbooks area's menus and run dialog too.
const AttachToIncident = lazy(() => import('../incidents/attach-to-incident').then((m) => ({ default: m.AttachToIncident })));
const PlaybooksMenu = lazy(() => import('../playbooks/playbooks-menu'));
const PlaybooksSubmenu = lazy(() => import('../playbooks/playbooks-menu').then((m) => ({ default: m.PlaybooksSubmenu })));
const RunDialog = lazy(() => import('../playbooks/run-dialog').then((m) => ({ default: m.RunDialog })));

/** The Playbooks menu on cards and in the side panel follows the check detail's rule (R000-2-5-15); topology is never embedded. */
function useShowsPlaybooks(): boolean {
  const flags = useEffectiveFlags();
  const { roles } = useSession();
  return showsPlaybooksMenu({ embedded: false, flags, roles });
}

const playbookTarget = (component: Component) => ({ kind: 'component' as const, id: component.id, name: component.text || component.name });

interface ActionsApi {
  run(action: ComponentAction, component: Component): void;
  /** Opens the run dialog of a playbook chosen in a card's menu. */
  runPlaybook(playbook: RunDialogPlaybook, component: Component): void;
  /** The component in view, for Zoom In's referer. */
  readonly currentId?: string;
}

const ActionsContext = createContext<ActionsApi | null>(null);

const ICONS: Record<ComponentAction, ReactNode> = {
  viewLogs: <FileTextIcon />,
  zoomIn: <ZoomInIcon />,
  linkToIncident: <AlertOctagonIcon />,
  snapshot: <CameraIcon />,
  linkToCatalog: <LinkIcon />,
};

/**
 * Runs a component's actions for the cards and the side panel below it: the links navigate, the
 * others open their dialog for that component. `onLinksChanged` hears of a new catalog link.
 */
export function ComponentActionsProvider({
  children, currentId, onLinksChanged,
}: { children: ReactNode; currentId?: string; onLinksChanged?: (componentId: string) => void }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [dialog, setDialog] = useState<{ action: DialogAction; component: Component }>();
  const [running, setRunning] = useState<{ playbook: RunDialogPlaybook; component: Component }>();
  const run = useCallback(
    (action: ComponentAction, component: Component) => {
      if (action === 'viewLogs') navigate(logsLink(component.id));
      else if (action === 'zoomIn') {
        const link = zoomInLink(component, { params: new URLSearchParams(search), currentId });
        if (link) navigate(link);
      } else setDialog({ action, component });
    },
    [navigate, search, currentId],
  );
  const runPlaybook = useCallback((playbook: RunDialogPlaybook, component: Component) => setRunning({ playbook, component }), []);
  const api = useMemo(() => ({ run, runPlaybook, currentId }), [run, runPlaybook, currentId]);
  const close = () => setDialog(undefined);
  return (
    <ActionsContext.Provider value={api}>
      {children}
      {dialog?.action === 'snapshot' && <SnapshotDialog component={dialog.component} onClose={close} />}
      {dialog?.action === 'linkToIncident' && (
        <Suspense fallback={null}>
          <AttachToIncident evidence={componentEvidence(dialog.component)} onClose={close} />
        </Suspense>
      )}
      {dialog?.action === 'linkToCatalog' && (
        <CatalogLinkDialog component={dialog.component} onClose={close} onLinked={() => onLinksChanged?.(dialog.component.id)} />
      )}
      {running && (
        <Suspense fallback={null}>
          <RunDialog
            key={running.playbook.id}
            opened={{ playbook: running.playbook, target: playbookTarget(running.component) }}
            onClose={() => setRunning(undefined)}
          />
        </Suspense>
      )}
    </ActionsContext.Provider>
  );
}

function useActionsApi(): ActionsApi {
  const api = useContext(ActionsContext);
  if (!api) throw new Error('component actions need a ComponentActionsProvider above them');
  return api;
}

/**
 * The ⋮ menu of a card (seed 001 §2.11). The menu itself is built on first use: a page of two thousand
 * cards should not start two thousand menus.
 */
export function ComponentMenu({ component }: { component: Component }) {
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const name = component.text || component.name;
  const trigger = (props: { onClick?: () => void }) => (
    <IconButton variant="ghost" size="xs" aria-label={`Actions for ${name}`} aria-haspopup="menu" {...props}>
      <MoreIcon />
    </IconButton>
  );
  if (!armed) {
    return trigger({
      onClick: () => {
        setArmed(true);
        setOpen(true);
      },
    });
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Menu.Trigger asChild>{trigger({})}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <ComponentMenuItems component={component} />
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ComponentMenuItems({ component }: { component: Component }) {
  const api = useActionsApi();
  const actions = useComponentActions(component, 'card');
  const playbooks = useShowsPlaybooks();
  // The closing menu gives focus back to its trigger in a microtask; a dialog opened before that would
  // see the focus leave it and close at once, so the action runs after.
  const choose = (action: ComponentAction) => setTimeout(() => api.run(action, component), 0);
  return (
    <Menu.Content minW="44">
      {actions.map((action) => (
        <Menu.Item key={action} value={action} onClick={() => choose(action)}>
          {ICONS[action]} {COMPONENT_ACTIONS[action]}
        </Menu.Item>
      ))}
      {playbooks && (
        <Suspense fallback={null}>
          <PlaybooksSubmenu target={playbookTarget(component)} onChoose={(playbook) => setTimeout(() => api.runPlaybook(playbook, component), 0)} />
        </Suspense>
      )}
    </Menu.Content>
  );
}

/** The same actions as buttons, for the side panel (no Zoom In there), and its Playbooks menu. */
export function ComponentActionButtons({ component }: { component: Component }) {
  const api = useActionsApi();
  const actions = useComponentActions(component, 'sidePanel');
  const playbooks = useShowsPlaybooks();
  return (
    <HStack gap="1.5" wrap="wrap">
      {actions.map((action) => (
        <Button key={action} size="xs" variant="outline" onClick={() => api.run(action, component)}>
          {ICONS[action]} {COMPONENT_ACTIONS[action]}
        </Button>
      ))}
      {playbooks && (
        <Suspense fallback={null}>
          <PlaybooksMenu key={component.id} target={playbookTarget(component)} />
        </Suspense>
      )}
    </HStack>
  );
}
