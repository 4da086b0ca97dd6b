// The public surface of @facet/ui. Global styles (themes, font, resets) are a separate entry,
// `@facet/ui/styles.css`, imported once by the app and by Storybook.
export { vars } from './theme/contract.css';
export { THEME_ATTRIBUTE } from './theme/themeAttribute';

export { Button, buttonSizes, buttonVariants } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';

export { ThemeToggle } from './components/ThemeToggle/ThemeToggle';
export type { ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';

export { REPORT_FAILED_TEXT, RootErrorView, reportStates } from './components/RootErrorView/RootErrorView';
export type { ReportState, RootErrorViewProps } from './components/RootErrorView/RootErrorView';

export { RootLoadingView } from './components/RootLoadingView/RootLoadingView';

export { Toaster, toast } from './components/Toaster/Toaster';
export type { ToasterProps } from './components/Toaster/Toaster';

export { HomeScreen } from './screens/HomeScreen/HomeScreen';
export type { HomeScreenProps } from './screens/HomeScreen/HomeScreen';

export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';

export { InsufficientCreditsDialog, CREDITS_DIALOG_TITLE } from './components/InsufficientCreditsDialog/InsufficientCreditsDialog';
export type { InsufficientCreditsDialogProps } from './components/InsufficientCreditsDialog/InsufficientCreditsDialog';

export { WelcomeOfferCountdown } from './components/WelcomeOfferCountdown/WelcomeOfferCountdown';
export type { WelcomeOfferCountdownProps } from './components/WelcomeOfferCountdown/WelcomeOfferCountdown';

export { AuthLayout } from './components/AuthLayout/AuthLayout';
export type { AuthLayoutProps } from './components/AuthLayout/AuthLayout';

export { OAuthButtons } from './components/OAuthButtons/OAuthButtons';
export type { OAuthButtonsProps, OAuthProvider } from './components/OAuthButtons/OAuthButtons';

export { DashboardShell } from './components/DashboardShell/DashboardShell';
export type { DashboardNavItem, DashboardShellProps, DashboardUser } from './components/DashboardShell/DashboardShell';
export { navIcons } from './components/DashboardShell/NavIcon';
export type { NavIconName } from './components/DashboardShell/NavIcon';

export { VerifyEmailBanner, verifyBannerStates } from './components/VerifyEmailBanner/VerifyEmailBanner';
export type { VerifyBannerState, VerifyEmailBannerProps } from './components/VerifyEmailBanner/VerifyEmailBanner';

export { LoginScreen } from './screens/LoginScreen/LoginScreen';
export type { LoginScreenProps, LoginValues } from './screens/LoginScreen/LoginScreen';

export { RegisterScreen } from './screens/RegisterScreen/RegisterScreen';
export type { RegisterScreenProps, RegisterValues } from './screens/RegisterScreen/RegisterScreen';

export { ForgotPasswordScreen } from './screens/ForgotPasswordScreen/ForgotPasswordScreen';
export type { ForgotPasswordScreenProps } from './screens/ForgotPasswordScreen/ForgotPasswordScreen';

export { ResetPasswordScreen } from './screens/ResetPasswordScreen/ResetPasswordScreen';
export type { ResetPasswordScreenProps } from './screens/ResetPasswordScreen/ResetPasswordScreen';

export { VerifyEmailScreen, resendStates, verifyStates } from './screens/VerifyEmailScreen/VerifyEmailScreen';
export type { ResendState, VerifyEmailScreenProps, VerifyState } from './screens/VerifyEmailScreen/VerifyEmailScreen';

export { OAuthCallbackView } from './screens/OAuthCallbackView/OAuthCallbackView';
export type { OAuthCallbackViewProps } from './screens/OAuthCallbackView/OAuthCallbackView';

export { AccountScreen, saveStates } from './screens/AccountScreen/AccountScreen';
export type { AccountScreenProps, SaveState } from './screens/AccountScreen/AccountScreen';

export { WhatsNewNotice } from './components/WhatsNewNotice/WhatsNewNotice';
export type { WhatsNewNoticeProps } from './components/WhatsNewNotice/WhatsNewNotice';

export { PricingScreen } from './screens/PricingScreen/PricingScreen';
export type { CreditPack, PricingScreenProps } from './screens/PricingScreen/PricingScreen';

export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';

export { STARTUP_ERROR_TITLE, StartupErrorView } from './components/StartupErrorView/StartupErrorView';
export type { StartupErrorViewProps } from './components/StartupErrorView/StartupErrorView';

export { PaymentResultScreen, paymentOutcomes } from './screens/PaymentResultScreen/PaymentResultScreen';
export type { PaymentOutcome, PaymentResultScreenProps } from './screens/PaymentResultScreen/PaymentResultScreen';
export { PurchaseScreen } from './screens/PurchaseScreen/PurchaseScreen';
export type { PurchaseScreenProps } from './screens/PurchaseScreen/PurchaseScreen';

export { AssetCard } from './components/AssetCard/AssetCard';
export type { AssetCardProps } from './components/AssetCard/AssetCard';

export { AssetGrid } from './components/AssetGrid/AssetGrid';
export type { AssetGridProps } from './components/AssetGrid/AssetGrid';
export { AssetGridSkeleton } from './components/AssetGrid/AssetGridSkeleton';
export type { AssetGridSkeletonProps } from './components/AssetGrid/AssetGridSkeleton';

export { DragPreview } from './components/DragPreview/DragPreview';
export type { DragPreviewProps } from './components/DragPreview/DragPreview';

export { MoveToFolderDialog } from './components/MoveToFolderDialog/MoveToFolderDialog';
export type { MoveToFolderDialogProps } from './components/MoveToFolderDialog/MoveToFolderDialog';
export { folderRows, unavailableReasons } from './components/MoveToFolderDialog/folderTree';
export type { FolderOption, FolderRow, UnavailableReason } from './components/MoveToFolderDialog/folderTree';

export { ReelOverlay } from './components/ReelOverlay/ReelOverlay';
export type { ReelOverlayProps } from './components/ReelOverlay/ReelOverlay';

// The viewer itself is the separate entry `@facet/ui/viewer` (three.js stays out of this one);
// its props type is here for containers that pass it around.
export type { ModelViewerProps, ViewerState } from './components/ModelViewer/ModelViewer';
// The same for the splat viewer, the entry `@facet/ui/splat-viewer` (Spark stays out of this one).
export type { SplatFormat, SplatViewerProps } from './components/SplatViewer/SplatViewer';

export { SplatRendererLoading } from './components/SplatRendererLoading/SplatRendererLoading';
export type { SplatRendererLoadingProps } from './components/SplatRendererLoading/SplatRendererLoading';

export { ASSET_DRAG_TYPE } from './components/private/assetDrag';

export { AssetsScreen, assetTypeFilters, UPLOAD_ACCEPT } from './screens/AssetsScreen/AssetsScreen';
export type { AssetsScreenProps, AssetTypeFilter } from './screens/AssetsScreen/AssetsScreen';
export type { FolderCrumb } from './screens/AssetsScreen/FolderBreadcrumbs';
export { uploadStatuses } from './screens/AssetsScreen/UploadPanel';
export type { UploadItem, UploadStatus } from './screens/AssetsScreen/UploadPanel';

export { AssetDetailScreen } from './screens/AssetDetailScreen/AssetDetailScreen';
export type { AssetDetailScreenProps } from './screens/AssetDetailScreen/AssetDetailScreen';

export { ShowcaseScreen } from './screens/ShowcaseScreen/ShowcaseScreen';
export type { ShowcaseScreenProps, ShowcaseVisitor } from './screens/ShowcaseScreen/ShowcaseScreen';

export { NotFoundScreen } from './screens/NotFoundScreen/NotFoundScreen';
export type { NotFoundScreenProps } from './screens/NotFoundScreen/NotFoundScreen';

export { SignedInHomeScreen } from './screens/SignedInHomeScreen/SignedInHomeScreen';
export type { SignedInHomeScreenProps } from './screens/SignedInHomeScreen/SignedInHomeScreen';
export type { RunningJob } from './screens/SignedInHomeScreen/RunningJobs';

export { ToolGate } from './components/ToolGate/ToolGate';
export type { ComingToolGateProps, LockedToolGateProps, ToolGateProps } from './components/ToolGate/ToolGate';

export { ToolLayout } from './components/ToolLayout/ToolLayout';
export type {
  ToolLayoutProps,
  ToolResult,
  ToolResultOutput,
  ToolResultPreview,
  ToolRunError,
  ToolRunProgress,
} from './components/ToolLayout/toolLayoutTypes';

export { RetopologyOptions } from './screens/RetopologyToolScreen/RetopologyOptions';
export { Print3dOptions } from './screens/Print3dToolScreen/Print3dOptions';
export { formatPrintTime, print3dReportRows } from './screens/Print3dToolScreen/print3dReport';
export type { Print3dNumberSetting, Print3dOptionsProps } from './screens/Print3dToolScreen/Print3dOptions';
export { retopologyReportRows } from './screens/RetopologyToolScreen/retopologyReport';
export type {
  RetopologyLodCount,
  RetopologyMode,
  RetopologyOptionsProps,
} from './screens/RetopologyToolScreen/RetopologyOptions';

export { SegmentationOptions } from './screens/SegmentationToolScreen/SegmentationOptions';
export { PartsUpres, PartUpresRow, type PartUpresRowProps, type PartUpresState } from './screens/SegmentationToolScreen/PartsUpres';
export { segmentationCaptions, segmentationReportRows } from './screens/SegmentationToolScreen/segmentationReport';
export type { SegmentationGranularity, SegmentationOptionsProps } from './screens/SegmentationToolScreen/SegmentationOptions';

export { SplatGenerationOptions } from './screens/SplatGenerationToolScreen/SplatGenerationOptions';
export { splatGenerationCaptions, splatGenerationReportRows } from './screens/SplatGenerationToolScreen/splatGenerationReport';
export type { SplatGenerationOptionsProps } from './screens/SplatGenerationToolScreen/SplatGenerationOptions';

export { TextureOptions } from './screens/TextureToolScreen/TextureOptions';
export { textureCaptions, textureReportRows } from './screens/TextureToolScreen/textureReport';
export type { TextureOptionsProps } from './screens/TextureToolScreen/TextureOptions';
export { parsePalette, RetexturingOptions, retexturingChangesSomething } from './screens/RetexturingToolScreen/RetexturingOptions';
export { retexturingCaptions, retexturingReportRows } from './screens/RetexturingToolScreen/retexturingReport';
export type { RetexturingOptionsProps } from './screens/RetexturingToolScreen/RetexturingOptions';
export { AnimateOptions } from './screens/AnimateToolScreen/AnimateOptions';
export { animateCaptions, animateReportRows } from './screens/AnimateToolScreen/animateReport';
export type { AnimateOptionsProps } from './screens/AnimateToolScreen/AnimateOptions';
export { IMAGE_TO_3D_MODE_NAMES, ImageTo3dOptions, imageTo3dModes, multiviewReady } from './screens/ImageTo3dToolScreen/ImageTo3dOptions';
export type { ImageTo3dMode, ImageTo3dOptionsProps, MultiviewSettings } from './screens/ImageTo3dToolScreen/ImageTo3dOptions';
export {
  imageTo3dCaptions,
  imageTo3dReportRows,
  imageToKitCaptions,
  imageToKitReportRows,
  multiviewCaptions,
  multiviewReportRows,
} from './screens/ImageTo3dToolScreen/imageTo3dReport';
export { Video3dOptions } from './screens/Video3dToolScreen/Video3dOptions';
export { video3dCaptions, video3dReportRows } from './screens/Video3dToolScreen/video3dReport';
export type { AiVideoToVideoState, Video3dOptionsProps } from './screens/Video3dToolScreen/Video3dOptions';

export { breakpoints } from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
export type { Sprinkles } from './theme/sprinkles.css';
export { Box } from './components/Box/Box';
export type { BoxProps } from './components/Box/Box';
export { Stack, stackAligns } from './components/Stack/Stack';
export type { StackAlign, StackProps } from './components/Stack/Stack';
export { Inline, inlineAlignYs } from './components/Inline/Inline';
export type { InlineAlignY, InlineProps } from './components/Inline/Inline';
export { Columns } from './components/Columns/Columns';
export type { ColumnsProps } from './components/Columns/Columns';

export { BillingScreen, receiptLabel } from './screens/BillingScreen/BillingScreen';
export type { BillingInvoice, BillingScreenProps } from './screens/BillingScreen/BillingScreen';

export { ProfileNav, profileSectionLabels, profileSections } from './components/ProfileNav/ProfileNav';
export type { ProfileNavProps, ProfileSection } from './components/ProfileNav/ProfileNav';
export { UsageScreen, usageKindFilters } from './screens/UsageScreen/UsageScreen';
export type { UsageKindFilter, UsageScreenProps, UsageToolFilter } from './screens/UsageScreen/UsageScreen';

export { AssetToolPickerScreen } from './screens/AssetToolPickerScreen/AssetToolPickerScreen';
export type { AssetToolPickerScreenProps } from './screens/AssetToolPickerScreen/AssetToolPickerScreen';
export type { ToolChoice } from './components/private/ToolChoices';

export { LibrarySwitcher } from './components/LibrarySwitcher/LibrarySwitcher';
export type { LibrarySwitcherProps } from './components/LibrarySwitcher/LibrarySwitcher';

export { OrganizationAboutScreen } from './screens/OrganizationAboutScreen/OrganizationAboutScreen';
export type { OrganizationAboutScreenProps, OrganizationSaveState } from './screens/OrganizationAboutScreen/OrganizationAboutScreen';

export { OrganizationMembersScreen } from './screens/OrganizationMembersScreen/OrganizationMembersScreen';
export type { InviteValues, OrganizationMembersScreenProps } from './screens/OrganizationMembersScreen/OrganizationMembersScreen';

export { OrganizationMemberScreen } from './screens/OrganizationMemberScreen/OrganizationMemberScreen';
export type { OrganizationMemberScreenProps } from './screens/OrganizationMemberScreen/OrganizationMemberScreen';

export { InviteAcceptScreen } from './screens/InviteAcceptScreen/InviteAcceptScreen';
export type { InviteAcceptScreenProps } from './screens/InviteAcceptScreen/InviteAcceptScreen';

export { AdminLayout, adminSectionLabels, adminSections } from './components/AdminLayout/AdminLayout';
export type { AdminLayoutProps, AdminSection } from './components/AdminLayout/AdminLayout';
export type { AdminActionState } from './components/private/AdminParts';

export { ImpersonationBanner } from './components/ImpersonationBanner/ImpersonationBanner';
export type { ImpersonationBannerProps } from './components/ImpersonationBanner/ImpersonationBanner';

export { AdminSignInScreen } from './screens/AdminSignInScreen/AdminSignInScreen';
export type { AdminSignInScreenProps, AdminSignInValues } from './screens/AdminSignInScreen/AdminSignInScreen';

export { AdminIndexScreen } from './screens/AdminIndexScreen/AdminIndexScreen';
export type { AdminIndexScreenProps } from './screens/AdminIndexScreen/AdminIndexScreen';

export { AdminSearchUserScreen } from './screens/AdminSearchUserScreen/AdminSearchUserScreen';
export type { AdminGrantValues, AdminSearchUserScreenProps } from './screens/AdminSearchUserScreen/AdminSearchUserScreen';

export { AdminOrganizationsScreen } from './screens/AdminOrganizationsScreen/AdminOrganizationsScreen';
export type { AdminOrganizationsScreenProps } from './screens/AdminOrganizationsScreen/AdminOrganizationsScreen';

export { AdminShowcaseScreen } from './screens/AdminShowcaseScreen/AdminShowcaseScreen';
export type { AdminShowcaseScreenProps } from './screens/AdminShowcaseScreen/AdminShowcaseScreen';

export { AdminFirstSessionsScreen } from './screens/AdminFirstSessionsScreen/AdminFirstSessionsScreen';
export type { AdminDateRange, AdminFirstSessionsScreenProps } from './screens/AdminFirstSessionsScreen/AdminFirstSessionsScreen';

export { AdminCouponsScreen } from './screens/AdminCouponsScreen/AdminCouponsScreen';
export type { AdminCouponsScreenProps } from './screens/AdminCouponsScreen/AdminCouponsScreen';

export { AdminAuditScreen } from './screens/AdminAuditScreen/AdminAuditScreen';
export type { AdminAuditScreenProps } from './screens/AdminAuditScreen/AdminAuditScreen';
