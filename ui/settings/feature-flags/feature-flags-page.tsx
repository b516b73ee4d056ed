import { FEATURE_FLAGS_TITLE, FeatureFlagsMachines, flagKey } from '../../../core/settings';
import { CollectionPage } from '../../components/collection-page';
import type { FormField } from '../../components/form-dialog';
import { useService } from '../../hooks/container';
import { useRefreshEffectiveFlags } from '../../hooks/effective-flags';
import { usePageTitle } from '../../hooks/page-title';
import { FEATURE_FLAG_TABLE_COLUMNS } from './feature-flag-columns';

const FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Name', required: true, placeholder: 'incidents.disable', helper: 'To hide an area: <feature>.disable' },
  { name: 'value', label: 'Value', required: true, placeholder: 'true' },
  { name: 'description', label: 'Description', multiline: true, placeholder: 'Why this flag is set' },
];

/** Settings → Feature Flags (seed 002 §2.2); a changed flag reloads the navigation's flags at once. */
export default function FeatureFlagsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(FEATURE_FLAGS_TITLE);
  const { screen } = useService(FeatureFlagsMachines);
  return (
    <CollectionPage
      machine={screen}
      title={FEATURE_FLAGS_TITLE}
      description="Properties that switch console features on and off for everyone. Flags set in the server's configuration are read-only."
      columns={FEATURE_FLAG_TABLE_COLUMNS}
      rowKey={flagKey}
      create={{ button: 'Add flag', title: 'Add feature flag', submitLabel: 'Save', fields: FIELDS }}
      edit={{ title: 'Edit feature flag', submitLabel: 'Update', fields: FIELDS }}
      noun={['flag', 'flags']}
      editHint="select a stored flag to change or delete it"
      emptyHint="Add a flag such as incidents.disable = true to hide an area."
      errorTitle="Could not load feature flags"
      onChanged={useRefreshEffectiveFlags()}
      virtualized={virtualized}
    />
  );
}
