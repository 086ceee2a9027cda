import { FieldNotes } from './field.tsx';
import { SKILL_ICONS, SKILL_ICON_NAMES, isSkillIcon, type SkillIcon } from '@rekry/domain';
import {
  Baby,
  BookOpen,
  Brain,
  Briefcase,
  Calculator,
  Car,
  ChartLine,
  Clock,
  Code,
  Forklift,
  Globe,
  GraduationCap,
  Hammer,
  Handshake,
  HardHat,
  HeartHandshake,
  Languages,
  Laptop,
  Leaf,
  Lightbulb,
  ListChecks,
  Megaphone,
  MessageCircle,
  Package,
  Paintbrush,
  Palette,
  Phone,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Star,
  Stethoscope,
  Truck,
  Users,
  Utensils,
  Warehouse,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

/** Every icon of the domain's list (SKILL_ICONS), drawn: the type makes a missing one a compile error. */
const ICONS: Record<SkillIcon, LucideIcon> = {
  sparkles: Sparkles,
  truck: Truck,
  forklift: Forklift,
  warehouse: Warehouse,
  package: Package,
  'list-checks': ListChecks,
  'message-circle': MessageCircle,
  phone: Phone,
  handshake: Handshake,
  'heart-handshake': HeartHandshake,
  users: Users,
  languages: Languages,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  laptop: Laptop,
  code: Code,
  calculator: Calculator,
  'chart-line': ChartLine,
  briefcase: Briefcase,
  wrench: Wrench,
  hammer: Hammer,
  'hard-hat': HardHat,
  zap: Zap,
  car: Car,
  stethoscope: Stethoscope,
  baby: Baby,
  utensils: Utensils,
  'shopping-cart': ShoppingCart,
  paintbrush: Paintbrush,
  palette: Palette,
  megaphone: Megaphone,
  lightbulb: Lightbulb,
  brain: Brain,
  'shield-check': ShieldCheck,
  clock: Clock,
  leaf: Leaf,
  star: Star,
};

/** A skill's or collection's icon in a tinted square (an unknown name draws the default). */
export function SkillIconBadge({ icon, size = 'md' }: { icon: string; size?: 'sm' | 'md' }) {
  const Icon = ICONS[isSkillIcon(icon) ? icon : 'sparkles'];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
        size === 'sm' ? 'size-7' : 'size-9',
      )}
    >
      <Icon className={size === 'sm' ? 'size-4' : 'size-5'} aria-hidden />
    </span>
  );
}

/**
 * The icon choice: a group of radio buttons drawn as a grid of icons (Tab reaches the group, the arrow
 * keys move the choice, each icon is named by its Swedish label).
 */
export function IconPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: string;
  onChange: (icon: SkillIcon) => void;
  error?: string | undefined;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="grid grid-cols-8 gap-1.5 sm:grid-cols-10">
        {SKILL_ICON_NAMES.map((icon) => {
          const Icon = ICONS[icon];
          const checked = value === icon;
          return (
            <label
              key={icon}
              title={SKILL_ICONS[icon]}
              className={cn(
                'flex aspect-square cursor-pointer items-center justify-center rounded-lg ring-1 ring-inset',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-gray-700 ring-gray-200 hover:bg-gray-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                className="sr-only"
              />
              <Icon className="size-5" aria-hidden />
              <span className="sr-only">{SKILL_ICONS[icon]}</span>
            </label>
          );
        })}
      </div>
      <FieldNotes id={name} error={error} />
    </fieldset>
  );
}
