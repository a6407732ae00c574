import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, registerSchema } from '@common/auth';

export { loginResultSchema, publicUserSchema } from '@common/auth';
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
