import { Grid } from 'antd';

/**
 * Whether the screen is a phone's: narrower than antd's `sm` (576 px). False until antd has measured, so the first
 * render draws the wide layout, as it did before there was a phone layout.
 */
export const usePhone = (): boolean => Grid.useBreakpoint().sm === false;
