export { shown } from '../../engine/shown';
