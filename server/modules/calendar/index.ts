// Public file of the calendar module: the only file code outside server/modules/calendar/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { calendarRoutes } from './calendar.routes';
