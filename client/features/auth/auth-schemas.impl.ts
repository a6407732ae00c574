export { loginResultSchema, loginSchema, publicUserSchema, registerSchema } from '@common/auth';
