// runtime: dom. Every face reads in the language the desk chose (settings.language): nothing is
// drawn before it is known, so a printed sheet or the projector never shows a first page in
// another language, and a change at the desk turns every open window at once. Should the host
// not answer, the faces read in English.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Language } from '../../../shared/model/settings';
import { useQuery } from '../api/use-query';
import { applyLanguage } from '.';

export function LanguageGate({ children }: { children: ReactNode }) {
  const answer = useQuery('settings.language', {});
  const wanted: Language | undefined = answer.data?.language ?? (answer.loading ? undefined : 'en');
  const [applied, setApplied] = useState<Language | null>(null);
  useLayoutEffect(() => {
    if (!wanted) return;
    applyLanguage(wanted);
    setApplied(wanted);
  }, [wanted]);
  return applied ? children : null;
}
