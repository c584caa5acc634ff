export * from './api-paths';
export * from './categories';
export * from './constants';
export * from './industries';
export * from './menus';
export * from './regions';
export * from './routes';
export * from './mobile';
