/** Rows a list paged in the database shows at a time. */
export const LIST_PAGE_SIZE = 10;

/** A list's first page as it opens: no search yet. routes-preload.ts asks for it before the list renders. */
export const FIRST_LIST_PAGE = { page: 1, size: LIST_PAGE_SIZE, searchData: undefined };
