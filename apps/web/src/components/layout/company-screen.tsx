import type { ComponentType } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import type { ContainerSummary, CurrentUser, Role } from '@rekry/domain';
import { useWorkspace } from '../../lib/workspace.ts';
import { NoContainer } from './no-container.tsx';

/** What a screen of the chosen company is drawn with. */
export interface CompanyScreenContext {
  containerId: number;
  container: ContainerSummary;
  /** The name the company shows (its display name, else its name). */
  company: string;
  role: Role;
  me: CurrentUser;
  /** The address's parameters (`:id`, …), as the screen's path pattern names them. */
  params: Readonly<Params>;
}

/** A position of the chosen company, as its screens and sections are given it. */
export interface PositionRef {
  containerId: number;
  positionId: number;
}

/**
 * A screen that works in the chosen company. Without one it says so (NoContainer); with one it draws
 * `Screen`, started afresh (its state and queries) when the company or the address changes, so nothing of
 * one company or record is shown while the next one loads.
 */
export function companyScreen(Screen: ComponentType<CompanyScreenContext>) {
  return function CompanyScreen() {
    const { container, canSwitch, role, user } = useWorkspace();
    const params = useParams();
    const { pathname } = useLocation();
    if (!container) return <NoContainer canPick={canSwitch} />;
    const company = container.displayName || container.name;
    return (
      <Screen
        key={`${container.id}:${pathname}`}
        containerId={container.id}
        container={container}
        company={company}
        role={role}
        me={user}
        params={params}
      />
    );
  };
}
