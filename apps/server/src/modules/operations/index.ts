/**
 * The front door of the operations module: code outside modules/operations/ imports only this file.
 */
export { createOperations } from './operations.service.ts';
