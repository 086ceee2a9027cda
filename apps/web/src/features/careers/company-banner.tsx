import type { PublicContainer } from '@rekry/domain/public';

/**
 * The company's public banner (SPEC §2), or a calm placeholder drawn in the theme's accent colours when
 * it has none. Decorative either way: the heading below names the company.
 */
export function CompanyBanner({ company }: { company: PublicContainer }) {
  if (company.profile.banner) {
    return (
      <img
        src={company.profile.banner}
        alt=""
        className="h-40 w-full bg-[var(--rk-social-bg)] object-cover sm:h-64"
      />
    );
  }
  return (
    <div
      aria-hidden
      className="h-40 w-full overflow-hidden bg-[var(--rk-social-bg)] sm:h-64"
      data-testid="banner-placeholder"
    >
      <svg viewBox="0 0 1200 256" preserveAspectRatio="xMidYMid slice" className="size-full">
        <circle cx="1010" cy="60" r="190" fill="var(--rk-btn-bg)" opacity="0.1" />
        <circle cx="90" cy="30" r="120" fill="var(--rk-accent-1)" opacity="0.22" />
        <circle cx="430" cy="260" r="90" fill="var(--rk-accent-3)" opacity="0.25" />
        <rect
          x="650"
          y="40"
          width="130"
          height="130"
          rx="32"
          fill="var(--rk-accent-2)"
          opacity="0.16"
          transform="rotate(18 715 105)"
        />
        <circle cx="1150" cy="230" r="70" fill="var(--rk-accent-4)" opacity="0.18" />
        <circle cx="300" cy="70" r="16" fill="var(--rk-accent-2)" opacity="0.45" />
        <circle cx="860" cy="215" r="11" fill="var(--rk-accent-3)" opacity="0.6" />
      </svg>
    </div>
  );
}
