import { HEADER_COPY } from '@common/copy';
import { getInitials } from '@client/lib/initials';
import { cn } from '@client/lib/utils';
import { Avatar, AvatarFallback } from '@client/components/ui/avatar';

/** Initials avatar of the signed-in user ('U' when the name is missing). */
export function UserAvatar({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)} aria-hidden="true">
      <AvatarFallback>{getInitials(name, HEADER_COPY.fallbackInitial)}</AvatarFallback>
    </Avatar>
  );
}

/** The name shown for the user ('User' when missing or blank). */
export function displayName(name: string | null | undefined): string {
  return name?.trim() || HEADER_COPY.fallbackName;
}
