import { Button, HStack } from '@chakra-ui/react';
import { ConfirmDialog } from './confirm-dialog';

/** What a form on a page (not in a dialog) says about its record's Update and Delete. */
export interface PageFormFooterView {
  readonly canSave: boolean;
  readonly canDelete: boolean;
  readonly saving: boolean;
  readonly deleting: boolean;
  /** The delete being asked about. */
  readonly confirm?: { readonly title: string; readonly message: string };
}

export interface PageFormFooterProps {
  readonly view: PageFormFooterView;
  readonly submitLabel: string;
  readonly busyLabel?: string;
  readonly onDelete: () => void;
  readonly onConfirmDelete: () => void;
  readonly onCancelDelete: () => void;
}

/**
 * The end of a record's form on its own page (a settings resource's or an integration's Spec tab):
 * Delete on the left and the submit on the right for who may use them, and Delete's confirmation.
 */
export function PageFormFooter({ view, submitLabel, busyLabel, onDelete, onConfirmDelete, onCancelDelete }: PageFormFooterProps) {
  return (
    <>
      {(view.canSave || view.canDelete) && (
        <HStack justify="space-between">
          {view.canDelete ? (
            <Button variant="ghost" colorPalette="red" onClick={onDelete} disabled={view.saving}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          {view.canSave && (
            <Button type="submit" colorPalette="blue" loading={view.saving} loadingText={busyLabel}>
              {submitLabel}
            </Button>
          )}
        </HStack>
      )}
      {/* A portal: its buttons are not the form's, whatever the tree says. */}
      <ConfirmDialog
        open={view.confirm !== undefined}
        title={view.confirm?.title ?? ''}
        message={view.confirm?.message ?? ''}
        confirmLabel="Delete"
        busy={view.deleting}
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
      />
    </>
  );
}
