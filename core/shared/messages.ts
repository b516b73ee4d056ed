/** The product's name: the sidebar, the sign-in card and every page title. */
export const PRODUCT_NAME = 'Mission Control';

/** Exact user-facing strings shared by every area (seed 000 §5, seed 001 §8, seed 002 §5 and §8). */
export const REQUIRED_FIELD_MESSAGE = 'This field is required';
export const NUMBER_FIELD_MESSAGE = 'This field must be a number';
export const EMPTY_STATE_MESSAGE = 'No details found';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';
