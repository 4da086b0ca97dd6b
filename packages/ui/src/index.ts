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
