import { InnToggle } from './InnToggle.tsx';
import { SkillsBar } from './SkillsBar.tsx';
import { StatsPanel } from './StatsPanel.tsx';

/** The tasks screen's class tools: the inn, the skills of a player with a class, attributes. */
export function ClassSection() {
  return (
    <>
      <InnToggle />
      <SkillsBar />
      <StatsPanel />
    </>
  );
}
