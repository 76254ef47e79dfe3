/** The one game session of the page: the controller over the bus. */
import { bus } from './bus';
import { Controller } from './controller';

export const controller = new Controller(bus);
