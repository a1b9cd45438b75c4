export { Tabs, nextTabIndex, type TabsProps, type TabItem } from './Tabs';
