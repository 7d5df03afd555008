import { Grid, type TableColumnsType } from 'antd';

/**
 * Whether the screen is a phone's: narrower than antd's `sm` (576 px). False until antd has measured, so the first
 * render draws the wide layout, as it did before there was a phone layout.
 */
export const usePhone = (): boolean => Grid.useBreakpoint().sm === false;

/**
 * A table's columns for the screen, spread onto the Table: on a phone its one-column layout, which needs no
 * sideways scroll; wider, its columns, scrolling inside their own box below `scrollX` px.
 */
export const useScreenColumns = <T>(columns: TableColumnsType<T>, phoneColumns: TableColumnsType<T>, scrollX: number) =>
  usePhone() ? { columns: phoneColumns } : { columns, scroll: { x: scrollX } };
