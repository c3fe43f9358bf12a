/**
 * `entryway/plugins/totp`: authenticator apps (TOTP) as a second factor: enrolment with a QR code and recovery codes,
 * the code asked at login, recovery codes. See README.md.
 */
export { groupSecret, otpauthURI, factorCategory, factorCategories, type FactorCategory } from './otpauth';
