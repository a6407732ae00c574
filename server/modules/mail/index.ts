// Public file of the mail module: the only file code outside server/modules/mail/ imports.
export { enqueueMail, mailer, MAIL_QUEUE, sealMessage, type Mailer, type MailType } from './mail.service';
export { deliverMail, sweepMail, type MailWorkerDeps } from './mail.worker';
export { mailRepository } from './mail.repository';
