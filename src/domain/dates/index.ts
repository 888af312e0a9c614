export * from './calendar';
export * from './business-date';
export * from './format';
