import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../app/documentTitle';
import { useInFrame } from '../../app/layout/inFrame';
import { useFocusOnNewPage } from '../../app/router/useFocusOnNewPage';
import { buttonClasses } from '../../ui/Button';

/**
 * The frame of the error pages: a code, a title, a sentence and a way out (home, unless told otherwise).
 * Alone it is the page (its own <main> and <h1>); inside the signed-in frame it is that frame's content.
 */
export function ErrorLayout({
  code,
  title,
  text,
  actions,
}: {
  code: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const inFrame = useInFrame();
  const heading = useFocusOnNewPage<HTMLHeadingElement>();
  useDocumentTitle(title);
  const Container = inFrame ? 'section' : 'main';
  const Heading = inFrame ? 'h2' : 'h1';
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-5xl font-bold tracking-tight text-brand-600">{code}</p>
      <Heading
        ref={inFrame ? undefined : heading}
        tabIndex={inFrame ? undefined : -1}
        className="mt-4 text-2xl font-bold tracking-tight text-slate-900 outline-none"
      >
        {title}
      </Heading>
      <p className="mt-2 max-w-md text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions ?? (
          <Link to="/dashboard" className={buttonClasses('primary')}>
            {t('errors.goHome')}
          </Link>
        )}
      </div>
    </Container>
  );
}
