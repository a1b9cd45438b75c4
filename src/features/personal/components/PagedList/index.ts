export { PagedList, type PagedListTexts } from './PagedList';
