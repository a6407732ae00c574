import { PLATFORMS } from '@common/platforms';

/** The platform filter's options: the platform descriptors (with their zod forms) load on their own. */
export function PlatformOptions() {
  return PLATFORMS.map((p) => (
    <option key={p.name} value={p.name}>
      {p.displayName}
    </option>
  ));
}
