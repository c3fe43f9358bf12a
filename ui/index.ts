/**
 * Entryway UI kit: small, dependency-free, accessible React components used by the core and every plugin.
 * Render them inside an element with class `ew-root` and adopt {@link uiStyles} into its document or shadow root.
 */
export { uiStyles } from './styles';

export { Button, type ButtonProps } from './Button';
export { TextInput, type TextInputProps } from './TextInput';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { CodeInput, type CodeInputProps } from './CodeInput';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { Divider, type DividerProps } from './Divider';
export { Banner, type BannerProps } from './Banner';
export { ToastRegion, type ToastRegionProps, type Toast } from './ToastRegion';
export { Spinner, type SpinnerProps } from './Spinner';
export { BackButton, type BackButtonProps } from './BackButton';
export { Heading, type HeadingProps } from './Heading';
export { Text, type TextProps } from './Text';
export { ErrorText, type ErrorTextProps } from './ErrorText';
export { Form, type FormProps } from './Form';
export { Logo, type LogoProps } from './Logo';
export { Watermark, type WatermarkProps } from './Watermark';
export { CheckGraphic, type CheckGraphicProps } from './CheckGraphic';
export { LinkifiedText, type LinkifiedTextProps } from './LinkifiedText';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { ItemName, type ItemNameProps } from './ItemName';
export {
  ArrowLeftIcon,
  CloseIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  type IconProps,
} from './Icons';

export { linkify, DEFAULT_LINK_HOSTS, type LinkifySegment } from './linkify';
export { safeImageSrc, parseHttpsUrl, isAllowedHost } from './url';
export { toAsciiDigits, extractCode, digitValue } from './code';
export { joinIds } from './util';
