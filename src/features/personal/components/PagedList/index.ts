export { PagedList, type PagedListProps, type PagedListTexts } from './PagedList';
