export { Textarea } from './Textarea';
