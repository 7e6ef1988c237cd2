// runtime: dom. A feature's texts in the desk's language: its own keys, checked against its
// catalog's type, read under `features.<id>.`.
import { useTranslation } from 'react-i18next';
import i18next, { type TFunction } from 'i18next';
import type { FeatureText, FeatureTexts } from './feature';

/** A feature's texts through a translation function (the app's, or a component's). */
export function featureTextBy<Keys extends string>(t: TFunction, view: Pick<FeatureTexts<Keys>, 'id'>): FeatureText<Keys> {
  return (key, params) => t(`features.${view.id}.${key}` as never, params as never) as unknown as string;
}

/** One of a feature's words for its codes (its `codes`, under the core catalog's paths), which the
 * catalog's type, made from the core's files, does not list. */
export function codeText(t: TFunction, key: string, params: Record<string, unknown>): string {
  return t(key as never, params as never) as unknown as string;
}

/** Outside React (a sheet built as text): the current language's. */
export function featureText<Keys extends string>(view: FeatureTexts<Keys>): FeatureText<Keys> {
  return featureTextBy(i18next.t, view);
}

/** In a component: the same, rendered again when the language changes. */
export function useFeatureText<Keys extends string>(view: FeatureTexts<Keys>): FeatureText<Keys> {
  const { t } = useTranslation();
  return featureTextBy(t, view);
}
