export type { CollectionSort, CollectionFilter, CollectionQuery, CollectionPage, CollectionPort, FormErrors } from './model';
export type {
  CollectionPolicy, CollectionForm, CollectionCreateForm, CollectionEditForm, CollectionPermissions, CollectionTexts, CollectionQuestion,
  CollectionOpenParams, CollectionLive,
  CollectionPageParam,
} from './policy';
export { collectionUrl, localPage, type CollectionOpened } from './query';
export {
  createCollectionMachine, type CollectionMachine, type AnyCollectionMachine, type CollectionInput, type CollectionContext, type CollectionEvent,
  type CollectionEmitted, type CollectionTag, type CollectionFormState, type CollectionConfirm,
} from './collection.machine';
export { selectCollectionView, type CollectionView } from './selectors';
export {
  scrollListMachine, selectScrollListView, type ScrollListMachine, type ScrollListInput, type ScrollListContext, type ScrollListEvent,
  type ScrollListOptions, type ScrollPageQuery, type ScrollListView,
} from './scroll-list.machine';
export {
  createRecordEditorMachine, selectRecordEditorView, type RecordEditorMachine, type RecordEditorInput, type RecordEditorEvent,
  type RecordEditorView, type RecordNavigate,
} from './record-editor.machine';
