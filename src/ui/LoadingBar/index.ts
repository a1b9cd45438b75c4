export {
  LoadingBar,
  LOADING_BAR_FADE_MS,
  LOADING_BAR_MAX_PERCENT,
  type LoadingBarProps,
} from './LoadingBar';
