// The links between the screens of one area (the shops, the inventory, the settings, the
// challenge lists, a group plan), drawn as tabs with the current screen marked.
import { NavLink } from 'react-router';
import styles from './SectionNav.module.css';

export interface SectionLink {
  to: string;
  label: string;
}

export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
