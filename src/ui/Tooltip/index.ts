export { Tooltip, type TooltipProps, type TooltipTriggerProps } from './Tooltip';
