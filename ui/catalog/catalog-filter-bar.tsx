import { HStack, IconButton, Input, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  ALL_TYPES, HEALTH_FILTER_OPTIONS, addFavouriteType, removeFavouriteType, type TypeChoice, HIDE_DELETED_CATALOG, REFRESH_CATALOG, SEARCH_CONFIGS_PLACEHOLDER, configTypeValue, type CatalogListView, type CatalogOptionsView,
} from '../../core/catalog';
import { encodeLabelFilters } from '../../core/shared';
import { RefreshIcon } from '../components/icons';
import { MultiSelectMenu } from '../components/multi-select-menu';
import { SelectField } from '../components/select-field';
import { Toggle } from './toggle';

export interface CatalogFilterBarProps {
  readonly catalog: CatalogListView;
  readonly options: CatalogOptionsView;
  /** The type dropdown's choices, favourites first. */
  readonly types: readonly TypeChoice[];
  readonly favourites: readonly string[];
  onFavourite(type: string): void;
  readonly searchText: string;
  readonly refreshing: boolean;
  /** What the list offers at the bar's end (its Export). */
  readonly actions?: ReactNode;
  readonly hideDeleted: boolean;
  onHideDeleted(hide: boolean): void;
  onSearch(text: string): void;
  onFilter(name: string, value: string): void;
  onRefresh(): void;
}

const ALL = { value: '', label: 'All' };

const toggled = (values: readonly string[], value: string, checked: boolean) =>
  checked ? [...values.filter((held) => held !== value), value] : values.filter((held) => held !== value);

/** Seed 002 §2.1's filter bar: type, group-by (on the summary), labels, status, health, search and refresh. */
export function CatalogFilterBar({ catalog, options, types: typeOptions, favourites, onFavourite, searchText, refreshing, actions, hideDeleted, onHideDeleted, onSearch, onFilter, onRefresh }: CatalogFilterBarProps) {
  const types = [{ value: ALL_TYPES, label: ALL_TYPES }, ...typeOptions];
  const favourite = catalog.configType !== undefined && favourites.includes(catalog.configType);
  const selectedLabels = options.labels.filter((option) => catalog.labels.some((label) => label.key === option.filter.key && label.value === option.filter.value));
  return (
    <HStack gap="3" wrap="wrap" mb="4" role="search">
      <SelectField
        label="Type"
        width="56"
        value={catalog.configType ?? ALL_TYPES}
        options={catalog.configType && !options.types.some((type) => type.value === catalog.configType) ? [...types, { value: catalog.configType, label: catalog.configType }] : types}
        onChange={(choice) => onFilter('configType', configTypeValue(choice))}
      />
      {catalog.configType && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-pressed={favourite}
          aria-label={favourite ? removeFavouriteType(catalog.configType) : addFavouriteType(catalog.configType)}
          color={favourite ? 'yellow.fg' : 'fg.muted'}
          onClick={() => onFavourite(catalog.configType!)}
        >
          {favourite ? '★' : '☆'}
        </IconButton>
      )}
      <MultiSelectMenu
        label="Group by"
        options={options.groupBy}
        selected={catalog.groupBy}
        onToggle={(value, checked) => onFilter('groupBy', toggled(catalog.groupBy, value, checked).join(','))}
      />
      <MultiSelectMenu
        label="Labels"
        options={options.labels}
        selected={selectedLabels.map((option) => option.value)}
        onToggle={(value, checked) => {
          const option = options.labels.find((label) => label.value === value)!;
          const others = catalog.labels.filter((label) => label.key !== option.filter.key || label.value !== option.filter.value);
          onFilter('labels', encodeLabelFilters(checked ? [...others, option.filter] : others));
        }}
      />
      <SelectField label="Status" value={catalog.status} options={[ALL, ...options.statuses]} onChange={(value) => onFilter('status', value)} />
      <SelectField label="Health" value={catalog.health} options={[ALL, ...HEALTH_FILTER_OPTIONS]} onChange={(value) => onFilter('health', value)} />
      <Input
        size="sm"
        type="search"
        maxW="64"
        placeholder={SEARCH_CONFIGS_PLACEHOLDER}
        aria-label={SEARCH_CONFIGS_PLACEHOLDER}
        value={searchText}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <Toggle label={HIDE_DELETED_CATALOG} checked={hideDeleted} onChange={onHideDeleted} />
      <IconButton size="sm" variant="outline" aria-label={REFRESH_CATALOG} onClick={onRefresh}>
        <RefreshIcon />
      </IconButton>
      {refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
      {actions}
    </HStack>
  );
}
