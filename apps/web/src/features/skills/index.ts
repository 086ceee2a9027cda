/** What other features use of skills: the position page's skills section. */
export { PositionSkills } from './position-skills.tsx';
