import type { TableColumnsType } from 'antd';

/**
 * What a table's columns ask for together. Given as the table's scroll width, a narrow screen scrolls the table in
 * its own box instead of squeezing the columns below their widths.
 */
export const columnsWidth = <T,>(columns: TableColumnsType<T>): number =>
  columns.reduce((sum, column) => sum + Number(column.width), 0);
