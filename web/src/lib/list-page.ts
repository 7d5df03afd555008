/** Rows a list paged in the database shows at a time. */
export const LIST_PAGE_SIZE = 10;

/** A list's first page as it opens: no search yet. routes-preload.ts asks for it before the list renders. */
export const FIRST_LIST_PAGE = { page: 1, size: LIST_PAGE_SIZE, searchData: undefined };

/** What every pager says beside its pages: how many in all. */
export const showTotal = (all: number) => `共 ${all} 条`;

/** The pager every list paged in the database shows: where it is, how many in all (共 N 条), no size changer. */
export const listPagination = (page: number, total: number | undefined, onChange: (page: number) => void, pageSize = LIST_PAGE_SIZE) => ({
  current: page,
  pageSize,
  total: total ?? 0,
  showSizeChanger: false,
  showTotal,
  onChange,
});
