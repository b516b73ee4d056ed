export type { CollectionSort, CollectionFilter, CollectionQuery, CollectionPage, CollectionPort, FormErrors } from './model';
export type { CollectionPolicy, CollectionForm, CollectionEditForm, CollectionPermissions, CollectionTexts } from './policy';
export { collectionUrl, localPage } from './query';
export {
  createCollectionMachine, type CollectionMachine, type AnyCollectionMachine, type CollectionInput, type CollectionContext, type CollectionEvent,
  type CollectionEmitted, type CollectionTag, type CollectionFormState, type CollectionConfirm,
} from './collection.machine';
export { selectCollectionView, type CollectionView } from './selectors';
