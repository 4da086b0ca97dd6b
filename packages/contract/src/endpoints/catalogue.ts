/**
 * The catalogue of API endpoints: method, path, who may call it and the schemas of what goes in and
 * out. The server's OpenAPI document (`/docs`) is generated from it, and a server test checks that
 * every route the server registers is listed here, so the wire format is written once.
 *
 * Each feature's entries live in a file of their own beside this one; the catalogue below lists them
 * in the order the docs show them.
 */
import type { Endpoint } from './endpoint';
import { adminEndpoints } from './admin';
import { assetsEndpoints } from './assets';
import { authEndpoints } from './auth';
import { creditsEndpoints } from './credits';
import { eventsEndpoints } from './events';
import { oauthEndpoints } from './oauth';
import { adminOrganizationsEndpoints, organizationsEndpoints } from './organizations';
import { paymentsEndpoints } from './payments';
import { receiptsEndpoints } from './receipts';
import { sessionsEndpoints } from './sessions';
import { supportEndpoints } from './support';
import { systemEndpoints } from './system';
import { usersEndpoints } from './users';


export const endpoints = {
  startupSettings: systemEndpoints.startupSettings,
  health: systemEndpoints.health,
  reportProblem: supportEndpoints.reportProblem,
  reportErrorSlack: supportEndpoints.reportErrorSlack,
  register: authEndpoints.register,
  login: authEndpoints.login,
  verifyEmail: authEndpoints.verifyEmail,
  logout: authEndpoints.logout,
  endImpersonation: authEndpoints.endImpersonation,
  authProviders: oauthEndpoints.authProviders,
  oauthStart: oauthEndpoints.oauthStart,
  oauthCallback: oauthEndpoints.oauthCallback,
  adminLogin: authEndpoints.adminLogin,
  profile: usersEndpoints.profile,
  updateUser: usersEndpoints.updateUser,
  credits: usersEndpoints.credits,
  invoices: paymentsEndpoints.invoices,
  receipt: receiptsEndpoints.receipt,
  startCheckout: paymentsEndpoints.startCheckout,
  stripeWebhook: paymentsEndpoints.stripeWebhook,
  subscription: paymentsEndpoints.subscription,
  cancelSubscription: paymentsEndpoints.cancelSubscription,
  resumeSubscription: paymentsEndpoints.resumeSubscription,
  billingPortal: paymentsEndpoints.billingPortal,
  checkCoupon: paymentsEndpoints.checkCoupon,
  createCoupon: adminEndpoints.createCoupon,
  testClock: adminEndpoints.testClock,
  sendVerificationEmail: usersEndpoints.sendVerificationEmail,
  forgotPassword: usersEndpoints.forgotPassword,
  resetPassword: usersEndpoints.resetPassword,
  updateTier: adminEndpoints.updateTier,
  loginAs: adminEndpoints.loginAs,
  creditsReport: adminEndpoints.creditsReport,
  adminOverview: adminEndpoints.adminOverview,
  adminUsers: adminEndpoints.adminUsers,
  adminUser: adminEndpoints.adminUser,
  adminGrantCredits: adminEndpoints.adminGrantCredits,
  adminFirstSessions: adminEndpoints.adminFirstSessions,
  adminCoupons: adminEndpoints.adminCoupons,
  adminDisableCoupon: adminEndpoints.adminDisableCoupon,
  adminAudit: adminEndpoints.adminAudit,
  deleteFlow: usersEndpoints.deleteFlow,
  deleteUser: usersEndpoints.deleteUser,
  skipOnboarding: usersEndpoints.skipOnboarding,
  updateOnboarding: usersEndpoints.updateOnboarding,
  creditHistory: creditsEndpoints.creditHistory,
  creditUsage: creditsEndpoints.creditUsage,
  pricingClick: eventsEndpoints.pricingClick,
  listAssets: assetsEndpoints.listAssets,
  createAsset: assetsEndpoints.createAsset,
  searchAssets: assetsEndpoints.searchAssets,
  uploadAsset: assetsEndpoints.uploadAsset,
  showcase: assetsEndpoints.showcase,
  getAsset: assetsEndpoints.getAsset,
  deleteAsset: assetsEndpoints.deleteAsset,
  updateAsset: assetsEndpoints.updateAsset,
  setUpAxis: assetsEndpoints.setUpAxis,
  setUnit: assetsEndpoints.setUnit,
  moveAssets: assetsEndpoints.moveAssets,
  setShowcase: adminEndpoints.setShowcase,
  adminOrganizations: adminOrganizationsEndpoints.adminOrganizations,
  adminOrganization: adminOrganizationsEndpoints.adminOrganization,
  adminSetOrganizationDisabled: adminOrganizationsEndpoints.adminSetOrganizationDisabled,
  adminShowcase: adminEndpoints.adminShowcase,
  adminShowcaseOrder: adminEndpoints.adminShowcaseOrder,
  createSession: sessionsEndpoints.createSession,
  getSession: sessionsEndpoints.getSession,
  updateSession: sessionsEndpoints.updateSession,
  sendChatMessage: sessionsEndpoints.sendChatMessage,
  listJobs: sessionsEndpoints.listJobs,
  listOrganizations: organizationsEndpoints.listOrganizations,
  createOrganization: organizationsEndpoints.createOrganization,
  organization: organizationsEndpoints.organization,
  updateOrganization: organizationsEndpoints.updateOrganization,
  organizationAvatar: organizationsEndpoints.organizationAvatar,
  deleteOrganization: organizationsEndpoints.deleteOrganization,
  organizationMembers: organizationsEndpoints.organizationMembers,
  organizationMember: organizationsEndpoints.organizationMember,
  updateMemberRole: organizationsEndpoints.updateMemberRole,
  removeMember: organizationsEndpoints.removeMember,
  organizationInvites: organizationsEndpoints.organizationInvites,
  createInvite: organizationsEndpoints.createInvite,
  resendInvite: organizationsEndpoints.resendInvite,
  revokeInvite: organizationsEndpoints.revokeInvite,
  invitePreview: organizationsEndpoints.invitePreview,
  acceptInvite: organizationsEndpoints.acceptInvite,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
