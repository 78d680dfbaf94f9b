import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../lib/BrandMark';

/** Where the footer's about and contact links point: the business's own site (part 2 §1). */
const PROVIDER_SITE = (import.meta.env.VITE_PROVIDER_SITE as string | undefined) ?? 'https://pawroute.example';

export const PRODUCT_TITLE = 'Pawroute — Customer Relations Management';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public">
      <header className="public__brand">
        <Link to="/login" className="brand brand--large" aria-label="Pawroute, go to sign in">
          <BrandMark />
          <span className="brand__name">Pawroute</span>
        </Link>
        <p className="public__tagline">Customer Relations Management</p>
      </header>
      <main className="public__main">{children}</main>
      <footer className="public__footer">
        <a href={`${PROVIDER_SITE}/about`} target="_blank" rel="noopener noreferrer">
          About
        </a>
        <span aria-hidden="true">·</span>
        <a href={`${PROVIDER_SITE}/contact`} target="_blank" rel="noopener noreferrer">
          Contact
        </a>
      </footer>
    </div>
  );
}
