export { ApiError, apiErrorFromText, buildQuery, call, getApiBaseUrl, productHeaders, setApiBaseUrl } from './request';
export type { CallParts, QueryValue, RequestOptions } from './request';
export {
  CACHE_FRESH_MS,
  MUTATION_RETRIES,
  QUERY_RETRIES,
  isPaused,
  isRetryable,
  queryStatus,
  retryDelayMs,
  swrConfig,
  withMutationRetry,
} from './swr-config';
export type { QueryStatus } from './swr-config';
export { DataProvider } from './DataProvider';
export { adminKeys, authKeys, userKeys } from './keys';
export {
  ADMIN_EMAIL_STORAGE_KEY,
  ADMIN_TOKEN_COOKIE,
  USER_TOKEN_COOKIE,
  clearSession,
  impersonate,
  isSignedIn,
  readAdminEmail,
  readAdminToken,
  readCookie,
  readUserToken,
  sessionCookie,
  signIn,
  signInAdmin,
  writeUserToken,
} from './sign-in';
export {
  deleteAccount,
  fetchCurrentUser,
  forgotPassword,
  login,
  oauthCallback,
  register,
  resetPassword,
  sendVerificationEmail,
  signOut,
  updateProfile,
  verifyEmail,
} from './account';
export {
  useAuthProviders,
  useCompleteOnboardingStep,
  useSkipOnboarding,
  useCredits,
  useDeleteAccount,
  useDeleteFlow,
  useForgotPassword,
  useLogin,
  useOAuthCallback,
  useRegister,
  useResetPassword,
  useSendVerificationEmail,
  useSignOut,
  useUpdateProfile,
  useUser,
  useVerifyEmail,
} from './account-hooks';
export { COUNTRY_SERVICES, COUNTRY_STORAGE_KEY, countryServicesAt, lookupCountry, readCachedCountry } from './country';
export type { CountryLookupOptions, CountryService } from './country';
export {
  parseAuthParams,
  readDefaultCoupon,
  readReferredBy,
  rememberAuthParams,
  safeCallbackUrl,
  takeCallbackUrl,
} from './auth-params';
export type { AuthParams } from './auth-params';
export { useAuthFormGate } from './auth-gate';
export { FIRST_VISIT_WINDOW_MS, isFirstVisit } from './first-visit';
export type { AuthFormGate } from './auth-gate';
export { SETTING_NAMES, SettingsError, appModes, loadStartupSettings, readSettings } from './settings';
export type { AppMode, Settings, StartupSettings } from './settings';
export {
  closeCreditsDialog,
  creditsDialogStore,
  openCreditsDialog,
  useCreditsDialog,
} from './credits-dialog';
export type { CreditsDialogState } from './credits-dialog';
export { dismissWhatsNew, isWhatsNewOffered, useWhatsNew, whatsNewStore } from './whats-new';
export { startVersionCheck, useVersionCheck } from './version-check';
export type { VersionCheckOptions } from './version-check';
export { OFFER_WINDOW_MS, msLeftInWindow, randomId } from './time-window';
export { readStoredTheme, setTheme, themeStore, useTheme } from './theme';
export { reportErrorToTeam, reportProblem } from './support';
export { recordPricingClick } from './events';
export { matchesFilter, mergeIntoDetail, mergeIntoList, mergeIntoSessionAssets, removeFromPages, upsertIntoPages } from './asset-merge';
export type { AssetListFilter, AssetPages } from './asset-merge';
export { createFolder, deleteAsset, fetchAsset, fetchAssetPage, fetchShowcasePage, moveAssets, setUpAxis, updateAsset, uploadAsset } from './assets';
export type { UploadOptions } from './assets';
export { applyAssetUpdate, normalizeFilter, useAsset, useAssetActions, useAssetList, useFolderList, useShowcase } from './asset-hooks';
export { cancelUpload, dismissUpload, retryUpload, startUploads, uploadsStore, useUploads } from './uploads';
export type { UploadItem, UploadStatus } from './uploads';
export { connectRealtime, useRealtime } from './realtime';
export type { RealtimeOptions } from './realtime';
export { assetKeys, jobKeys, sessionKeys } from './keys';
export { mergeJobIntoAsset, mergeJobIntoJobList, mergeJobIntoPages, mergeJobIntoSession, newerJob } from './job-merge';
export type { SessionWithAssets } from './job-merge';
export {
  applyJobUpdate,
  createSession,
  fetchActiveJobs,
  fetchSession,
  fetchSessionJobs,
  renameSession,
  useActiveJobs,
  useCreateSession,
  useRenameSession,
  useSession,
  useSessionJobs,
} from './tool-sessions';
export { SEARCH_DELAY_MS, useAssetSearch } from './asset-search';
export type { AssetSearch } from './asset-search';
export { reportOf, useToolRun } from './tool-run';
export type { ToolRun, ToolRunAddress, ToolRunCallbacks } from './tool-run';
export { errorText } from './error-text';
export { formErrors } from './form-errors';
export type { FormErrors } from './form-errors';
export { sendState } from './mutation-state';
export type { SendState } from './mutation-state';
export { folderPath, useFolderTree } from './folder-tree';
export type { FolderTree } from './folder-tree';
export {
  SEARCH_DEBOUNCE_MS,
  SHOWCASE_FOLDER_ID,
  isShowcaseView,
  libraryListQuery,
  libraryViewKey,
  readLibraryParams,
  useLibraryContents,
  useLibraryParams,
  useReelParam,
  withLibraryParams,
} from './library-params';
export type { LibraryParamChanges, LibraryParams, LibraryTypeFilter, SetSearchParams } from './library-params';
export { deleteFailedMessage, deletedMessage, movedMessage, uploadRows, useLibraryActions } from './library-actions';
export type { LibraryActionsOptions, LibraryNotices, UploadRow } from './library-actions';
export { useWelcomeOffer, useWelcomeOfferMsLeft } from './welcome-offer';
export { applyCreditsUpdate, startCheckout, useStartCheckout } from './payments';
export { paymentKeys } from './keys';
export { RECENT_ASSETS_COUNT, useRecentAssets } from './recent-assets';
export { isBlockedOnMobile, toolAccessFor, useBlockedOnMobile } from './tool-gate';
export { dialogProps, useDialogState } from './dialog-state';
export type { DialogState } from './dialog-state';
export { useAssetDetailActions } from './asset-detail-actions';
export { useErrorReport } from './error-report';
export type { ErrorReportState } from './error-report';
export { oauthStartUrl, useOAuthStart } from './oauth-start';
export {
  INVOICES_PAGE_SIZE,
  cancelSubscription,
  fetchInvoicePage,
  fetchSubscription,
  downloadReceipt,
  openBillingPortal,
  resumeSubscription,
  useBillingPortal,
  useCancelSubscription,
  useInvoices,
  useReceiptDownload,
  useResumeSubscription,
  useSubscription,
} from './billing';
export { billingKeys } from './keys';
export {
  CREDIT_HISTORY_PAGE_SIZE,
  fetchCreditHistoryPage,
  fetchCreditUsage,
  localTimeZone,
  usageRangeDates,
  usageRanges,
  useCreditHistory,
  useCreditUsage,
  type CreditHistoryFilter,
  type UsageRange,
} from './credit-usage';
export { creditKeys } from './keys';
export { organizationKeys } from './keys';
export { LIBRARY_STORAGE_KEY, readLibraryScope, setLibraryScope, useLibraryScope } from './library-scope';
export {
  acceptInvite,
  createInvite,
  createOrganization,
  deleteOrganization,
  dropOrganization,
  fetchInvitePreview,
  fetchOrganization,
  fetchOrganizationInvites,
  fetchOrganizationMember,
  fetchOrganizationMembers,
  fetchOrganizations,
  removeMember,
  resendInvite,
  revokeInvite,
  updateMemberRole,
  updateOrganization,
  uploadOrganizationAvatar,
  useAcceptInvite,
  useCreateInvite,
  useCreateOrganization,
  useCurrentLibrary,
  useDeleteOrganization,
  useInvitePreview,
  useOrganization,
  useOrganizationAvatar,
  useOrganizationIds,
  useOrganizationInvites,
  useOrganizationMember,
  useOrganizationMembers,
  useOrganizations,
  useRemoveMember,
  useResendInvite,
  useRevokeInvite,
  useUpdateMemberRole,
  useUpdateOrganization,
} from './organizations';
export {
  adminCall,
  adminLogin,
  endImpersonation,
  forgetAdminSession,
  IMPERSONATION_LANDING,
  returnToAdminHref,
  signInAs,
  useAdminSession,
} from './admin-session';
export type { AdminSession } from './admin-session';
export {
  adminOverviewRanges,
  useAddToShowcase,
  useAdminAudit,
  useAdminCoupons,
  useAdminFirstSessions,
  useAdminLogin,
  useAdminOrganization,
  useAdminOrganizations,
  useAdminOverview,
  useAdminShowcase,
  useAdminUser,
  useAdminUsers,
  useCreateCoupon,
  useGrantCredits,
  useRemoveFromShowcase,
  useReorderShowcase,
  useSetCouponDisabled,
  useSetOrganizationDisabled,
  useUpdateTier,
  utcRange,
} from './admin';
export type { AdminOverviewRange } from './admin';
