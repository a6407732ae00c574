import type { Account, AccountExport, Device } from '@common/account';
import type { AccountUserRow, DeviceRow } from './account.repository';
import type { ExportRow } from './exports.repository';

/** The account as its owner sees it: never the password hash. */
export const presentAccount = (u: AccountUserRow, pendingEmail: string | null): Account => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
  emailVerified: u.emailVerifiedAt !== null,
  pendingEmail,
  timeZone: u.timeZone,
  createdAt: u.createdAt.toISOString(),
});

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Firefox on Linux' from a User-Agent header; the raw header never leaves the server. */
export function deviceSummary(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

export const presentDevice = (row: DeviceRow, currentPublicId: string): Device => ({
  id: row.publicId,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  device: deviceSummary(row.userAgent),
  current: row.publicId === currentPublicId,
});

export const presentExport = (row: ExportRow): AccountExport => ({
  id: row.publicId,
  status: row.status as AccountExport['status'],
  progress: row.status === 'ready' ? 100 : row.total > 0 ? Math.min(99, Math.floor((row.done / row.total) * 100)) : 0,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
  sizeBytes: row.sizeBytes,
  downloadUrl: row.status === 'ready' ? `/api/account/exports/${row.publicId}/download` : null,
  error: row.error,
});
