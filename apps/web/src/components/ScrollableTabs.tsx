import Tabs, { type TabsProps } from '@mui/material/Tabs';

export type ScrollableTabsProps = Omit<TabsProps, 'variant' | 'scrollButtons' | 'allowScrollButtonsMobile'>;

/**
 * A row of tabs that may be wider than the screen (a case's seven tabs on a phone). Arrows appear
 * at an edge with tabs beyond it, phones included: without them the tabs past the edge were simply
 * not there for anyone who did not think to swipe. Where every tab fits there are no arrows.
 */
export function ScrollableTabs({ sx, ...props }: ScrollableTabsProps) {
  return (
    <Tabs
      {...props}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={[
        // Narrow arrows on phones, so they take little of the row from the tabs themselves.
        { '& .MuiTabs-scrollButtons': { width: { xs: 28, sm: 40 }, flexShrink: 0 }, '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
