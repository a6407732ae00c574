// Public file of the auth module: the only file code outside server/modules/auth/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { authRoutes } from './auth.routes';
export { passwordResetRoutes } from './password-reset.routes';
export { emailVerificationRoutes } from './email-verification.routes';
export { emailVerificationService, type EmailVerificationService } from './email-verification.service';
export { mailingDeps } from './mailing-deps';
export { passwordResetService, resetLinkForLogin } from './password-reset.service';
export { sessionService, type AuthContext, type SessionService } from './session.service';
export { sessionsRepository } from './sessions.repository';
export { hashPassword, usePasswordHashCost, verifyPassword, type PasswordHashCost } from './passwords';
export { clearDeviceCookie } from './device-cookie';
export { presentUser } from './auth.presenter';
