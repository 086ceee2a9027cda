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
        <circle cx="90" cy="40" r="120" fill="var(--rk-accent-1)" opacity="0.35" />
        <circle cx="420" cy="250" r="90" fill="var(--rk-accent-3)" opacity="0.35" />
        <rect
          x="640"
          y="30"
          width="150"
          height="150"
          rx="36"
          fill="var(--rk-accent-2)"
          opacity="0.25"
          transform="rotate(18 715 105)"
        />
        <circle cx="980" cy="70" r="140" fill="var(--rk-accent-4)" opacity="0.25" />
        <circle cx="1150" cy="230" r="70" fill="var(--rk-accent-1)" opacity="0.3" />
        <circle cx="300" cy="70" r="18" fill="var(--rk-accent-2)" opacity="0.6" />
        <circle cx="840" cy="215" r="12" fill="var(--rk-accent-3)" opacity="0.7" />
      </svg>
    </div>
  );
}
