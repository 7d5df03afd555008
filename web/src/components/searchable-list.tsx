import { useState, type ReactNode } from 'react';
import { Empty, Flex, Input, Table, type TableColumnsType } from 'antd';
import { ReadOr } from '@/components/load-failed';
import { FIRST_LIST_PAGE, listPagination } from '@/lib/list-page';

/** The page and search term of a list paged and searched in the database; a new search starts at page 1. */
export const useListParams = () => {
  const [page, setPage] = useState(FIRST_LIST_PAGE.page);
  const [searchData, setSearchData] = useState<string | undefined>(FIRST_LIST_PAGE.searchData);
  const search = (value: string) => {
    setPage(1);
    setSearchData(value.trim() || undefined);
  };
  return { page, setPage, searchData, search, size: FIRST_LIST_PAGE.size };
};
export type ListParams = ReturnType<typeof useListParams>;

type ListQuery<T> = {
  data?: { total: number; items: T[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
};

type Props<T> = {
  params: ListParams;
  query: ListQuery<T>;
  columns: TableColumnsType<T>;
  searchLabel: string;
  /** What the search box shows while empty; its label otherwise. */
  searchPlaceholder?: string;
  /** The longest search the list's call accepts (its domain schema's limit). */
  searchMaxLength?: number;
  errorTitle: string;
  /** What an empty list says, without a search; with one it says nothing matched. */
  emptyText: string;
  /** What it says when a search matched nothing. */
  noMatchText?: string;
  /** The width the columns ask for together, scrolled in the table's own box; none when they fit the screen. */
  scroll?: { x: number } | undefined;
  /** Controls beside the search box (a queue's filter by remaining time). */
  toolbar?: ReactNode;
  rowClassName?: (row: T) => string;
};

/**
 * A list of the database's pages with a search box above it: loading, the error with a retry when nothing is
 * shown yet, the empty state, the total. The columns are the caller's.
 */
export function SearchableList<T extends { id: number }>({
  params,
  query,
  columns,
  searchLabel,
  searchPlaceholder = searchLabel,
  searchMaxLength = 100,
  errorTitle,
  emptyText,
  noMatchText = '没有符合条件的申请',
  scroll,
  toolbar,
  rowClassName,
}: Props<T>) {
  return (
    <ReadOr read={query} failed={errorTitle}>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <Input.Search allowClear placeholder={searchPlaceholder} aria-label={searchLabel} maxLength={searchMaxLength} style={{ maxWidth: 320 }} onSearch={params.search} />
          {toolbar}
        </Flex>
        <Table<T>
          rowKey="id"
          {...(rowClassName ? { rowClassName } : {})}
          columns={columns}
          dataSource={query.data?.items ?? []}
          loading={query.isFetching}
          {...(scroll ? { scroll } : {})}
          locale={{ emptyText: <Empty description={params.searchData ? noMatchText : emptyText} /> }}
          pagination={listPagination(params.page, query.data?.total, params.setPage, params.size)}
        />
      </Flex>
    </ReadOr>
  );
}
