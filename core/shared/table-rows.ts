/**
 * How a virtualised table draws its rows: their height, and how many it keeps drawn beyond each edge of
 * the view, so that a quick scroll shows rows rather than blank space.
 */
export interface TableRows {
  readonly height: number;
  readonly overscan: number;
}
