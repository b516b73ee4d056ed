import { Box, Button, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import type { CollectionFilter, CollectionMachine } from '../../core/shared';
import { useCollection } from '../hooks/collection';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';
import { ExportMenu } from './export-menu';
import { ErrorPanel } from './error-panel';
import { FormDialog, type FormField, type FormValues } from './form-dialog';
import { PlusIcon, RefreshIcon } from './icons';
import { PageHeader } from './page-header';
import { MoreRowsStatus } from './more-rows-status';
import { Pager } from './pager';
import { Panel } from './panel';
import { TableSkeleton } from './table-skeleton';
import { notify } from './toaster';

export interface CollectionFormSpec<T, D = unknown> {
  readonly title: string;
  readonly submitLabel: string;
  /** What the submit button reads while saving (seed 002 §4's integration forms). */
  readonly busyLabel?: string;
  /** A function when the fields depend on the rows (a dropdown of people). */
  readonly fields: readonly FormField[] | ((rows: readonly T[]) => readonly FormField[]);
  /** Controls that are not text fields (a key-value editor, a switch), below them: they change the draft the form sends. */
  readonly controls?: (draft: D, change: (draft: D) => void, busy: boolean, errors?: Readonly<Record<string, string | undefined>>) => ReactNode;
  /** The form is a side panel rather than a centred dialog. */
  readonly side?: boolean;
}

/** What a cell may do with its row: a row's menu deletes it, say. */
export interface RowActions<T> {
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  open(row: T): void;
  remove(row: T): void;
}

export interface CollectionPageProps<T, C, U, R> {
  /** The screen's collection machine, from its area's bound machines. */
  readonly machine: CollectionMachine<T, C, U, R>;
  readonly title: string;
  readonly description: string;
  /** A refresh button in the header, named so for screen readers. */
  readonly refreshLabel?: string;
  /** A function when a cell acts on its row. */
  readonly columns: readonly DataTableColumn<T>[] | ((actions: RowActions<T>) => readonly DataTableColumn<T>[]);
  /** The same id the machine's policy keys rows by. */
  readonly rowKey: (row: T) => string;
  /** A click on a row opens it for editing (unless false). */
  readonly rowsOpen?: boolean;
  /** A click on a row goes to the row's own page instead of opening a form (a generic settings resource). */
  readonly onRowOpen?: (row: T) => void;
  /** The create form, and the header button that opens it, shown to who may create. */
  readonly create?: CollectionFormSpec<T, C> & { readonly button: string };
  /** The edit form; with a `button`, the header also opens it to pick its row (shown to who may edit). */
  readonly edit?: CollectionFormSpec<T, U> & { readonly button?: { readonly label: string; readonly icon: ReactNode } };
  /** What the create answered, shown once its form closes (a form that shows its answer), and how it closes. */
  readonly receipt?: (answer: R, close: () => void) => ReactNode;
  /** How the count under the table names one row and several. */
  readonly noun: readonly [one: string, many: string];
  /** After the count, to who may edit. */
  readonly editHint?: string;
  /** Under the empty state's text, to who may create. */
  readonly emptyHint?: string;
  readonly errorTitle: string;
  /** A filter bar above the table: it reads the page's filters and sets one or several at once. */
  readonly filters?: (filter: CollectionFilter, set: (filter: CollectionFilter) => void) => ReactNode;
  readonly onChanged?: () => void;
  readonly virtualized?: boolean;
  /** A header action that is not one of the collection's forms (Add Integration's modal), given whether the person may create. */
  readonly headerAction?: (canCreate: boolean, ready: boolean) => ReactNode;
}

/** The last value that was defined: a closing dialog keeps its words while it fades. */
function useLastDefined<V>(value: V | undefined): V | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

/**
 * The one list-and-edit page (react-admin's List with its Create and Edit dialogs): header with the
 * actions the person's roles allow, a skeleton while the first page loads, the server's message with
 * Retry if it fails, the table or its empty state, the count and the pager, the form and the delete
 * confirmation. A screen passes its machine, columns, forms and words.
 */
export function CollectionPage<T, C, U, R = unknown>(props: CollectionPageProps<T, C, U, R>) {
  const { machine, columns, rowKey, create, edit, noun, virtualized = true } = props;
  const { view, send } = useCollection(machine, { onToast: notify, onChanged: props.onChanged });
  const { canEdit, canDelete } = view;
  const tableColumns = useMemo(
    () =>
      typeof columns === 'function'
        ? columns({
            canEdit,
            canDelete,
            open: (row) => send({ type: 'item.open', id: rowKey(row) }),
            remove: (row) => send({ type: 'item.delete', id: rowKey(row) }),
          })
        : columns,
    [columns, canEdit, canDelete, send, rowKey],
  );
  const form = useLastDefined(view.form);
  const formSpec = form?.mode === 'edit' ? edit : create;
  const fields = formSpec && (typeof formSpec.fields === 'function' ? formSpec.fields(view.rows) : formSpec.fields);
  const draft = form?.draft;
  const initialValues = useMemo(() => (draft ?? {}) as FormValues, [draft]);
  // What the controls changed and the fields hold, started afresh from each draft the machine opens the form with.
  // Each new draft also remounts the controls, so an editor keeping its own text starts from the draft's.
  const [controlled, setControlled] = useState({ from: draft, draft, values: initialValues, generation: 0 });
  if (controlled.from !== draft) setControlled({ from: draft, draft, values: initialValues, generation: controlled.generation + 1 });
  const controls = (formSpec as CollectionFormSpec<T, C | U> | undefined)?.controls;
  const typed = (values: FormValues) => Object.fromEntries((fields ?? []).filter((field) => field.name in values).map((field) => [field.name, values[field.name]]));
  const draftOf = (base: C | U | undefined, values: FormValues) => ({ ...(base as object), ...typed(values) }) as C | U;
  const changeDraft = (next: C | U) => {
    setControlled((current) => ({ ...current, draft: next }));
    send({ type: 'form.change', draft: draftOf(next, controlled.values) });
  };
  const changeValues = (values: FormValues) => {
    setControlled((current) => ({ ...current, values }));
    send({ type: 'form.change', draft: draftOf(controlled.draft, values) });
  };
  const confirm = useLastDefined(view.confirm);
  const question = useLastDefined(view.question);
  const sortable = tableColumns.some((column) => column.sortable);

  return (
    <Box>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <>
            {view.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
            {props.refreshLabel && (
              <IconButton size="sm" variant="outline" aria-label={props.refreshLabel} onClick={() => send({ type: 'collection.refresh' })}>
                <RefreshIcon />
              </IconButton>
            )}
            {edit?.button && view.canEdit && (
              <Button variant="outline" size="sm" onClick={() => send({ type: 'item.open' })} disabled={!view.ready}>
                {edit.button.icon} {edit.button.label}
              </Button>
            )}
            {view.exported !== undefined && <ExportMenu table={view.exported} />}
            {props.headerAction?.(view.canCreate, view.ready)}
            {create && view.canCreate && (
              <Button colorPalette="blue" size="sm" onClick={() => send({ type: 'item.create' })} disabled={!view.ready}>
                <PlusIcon /> {create.button}
              </Button>
            )}
          </>
        }
      />
      {props.filters && <Box mb="3">{props.filters(view.filter, (filter) => send({ type: 'filters.set', filter }))}</Box>}
      <Panel>
        {view.loading && <TableSkeleton columns={tableColumns.length} />}
        {view.error !== undefined && <ErrorPanel title={props.errorTitle} error={view.error} onRetry={() => send({ type: 'collection.refresh' })} />}
        {view.ready && (
          <DataTable
            aria-label={props.title}
            rows={view.rows}
            columns={tableColumns}
            rowKey={rowKey}
            virtualized={virtualized}
            sort={view.sort}
            onSortChange={sortable ? (sort) => send({ type: 'sort.set', sort }) : undefined}
            onRowActivate={props.rowsOpen === false ? undefined : (props.onRowOpen ?? ((row) => send({ type: 'item.open', id: rowKey(row) })))}
            onScrolled={(distanceToEnd) => send({ type: 'page.scrolled', distanceToEnd })}
            empty={<EmptyState title={view.emptyText} description={view.canCreate ? props.emptyHint : undefined} />}
          />
        )}
      </Panel>
      <MoreRowsStatus loading={view.loadingMore} error={view.moreError} />
      {view.ready && (view.total > 0 || view.paged) && (
        <HStack justify="space-between" mt="2">
          <Text color="fg.subtle" fontSize="xs">
            {view.total} {view.total === 1 ? noun[0] : noun[1]}
            {view.canEdit && props.editHint ? ` · ${props.editHint}` : ''}
          </Text>
          {view.paged && (
            <Pager pageIndex={view.pageIndex} pageCount={view.pageCount} disabled={view.refreshing} onPage={(pageIndex) => send({ type: 'page.go', pageIndex })} />
          )}
        </HStack>
      )}
      {/* The answer's dialog takes the form's place: a form closing under it would hand focus back outside and close it. */}
      {formSpec && fields && view.receipt === undefined && (
        <FormDialog
          open={view.formOpen}
          title={formSpec.title}
          fields={fields}
          initialValues={initialValues}
          error={form?.errors.message}
          fieldErrors={form?.errors.fields}
          busy={view.saving}
          submitLabel={formSpec.submitLabel}
          busyLabel={formSpec.busyLabel}
          side={formSpec.side}
          submitDisabled={form?.incomplete === true}
          onValuesChange={changeValues}
          onSubmit={(values) => send({ type: 'item.save', draft: draftOf(controlled.draft, values) })}
          onClose={() => send({ type: 'form.cancel' })}
          secondaryAction={
            form?.mode === 'edit' && form.canDelete ? (
              <Button variant="ghost" colorPalette="red" onClick={() => send({ type: 'item.delete' })} disabled={view.saving}>
                Delete
              </Button>
            ) : undefined
          }
        >
          {controls && controlled.draft !== undefined && <Fragment key={controlled.generation}>{controls(controlled.draft, changeDraft, view.saving, form?.errors.fields)}</Fragment>}
        </FormDialog>
      )}
      {question && (
        <ConfirmDialog
          open={view.question !== undefined}
          title={question.title}
          message={question.message}
          confirmLabel={question.yes}
          decline={{ label: question.no, onClick: () => send({ type: 'delete.answer', answer: false }) }}
          onConfirm={() => send({ type: 'delete.answer', answer: true })}
          onCancel={() => send({ type: 'delete.cancel' })}
        />
      )}
      <ConfirmDialog
        open={view.confirm !== undefined}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel="Delete"
        busy={view.deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
      {props.receipt && view.receipt !== undefined && props.receipt(view.receipt, () => send({ type: 'receipt.close' }))}
    </Box>
  );
}
