import type { ConnectionCategory } from '../../../core/settings/connections';
import { DatabaseIcon, FileTextIcon, InboxIcon, LayersIcon, LinkIcon } from '../../components/icons';

const ICONS = { database: DatabaseIcon, cloud: LayersIcon, notification: InboxIcon, http: LinkIcon, other: FileTextIcon } as const;

/** R002-2-2-47: the icon beside a connection's name, by its type's kind. */
export function ConnectionTypeIcon({ category }: { category: ConnectionCategory }) {
  const Icon = ICONS[category];
  return <Icon aria-hidden color="fg.muted" boxSize="4" flex="none" />;
}
