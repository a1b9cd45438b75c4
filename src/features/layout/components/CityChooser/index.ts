export { CityChooser, CITY_SEARCH_MIN_LENGTH, type CityChooserProps } from './CityChooser';
export { CityChooserView, type CityChooserViewProps } from './CityChooserView';
export { CityButton, type CityButtonProps } from './CityButton';
