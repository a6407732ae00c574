// Public file of the account module: the only file code outside server/modules/account/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { accountRoutes } from './account.routes';
export { accountTimeZoneService, type AccountTimeZoneService } from './time-zone.service';
export { EXPORT_QUEUE, purgeExpiredExports, runExport } from './export.service';
