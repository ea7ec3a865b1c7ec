import { ScreenTitle } from '../../components/ScreenTitle.tsx';

export function GuildPage() {
  // Hook point (seed 000 §2): the groups work loads the guild here (GET /groups/:groupId) and,
  // when groupPlanTarget(guild) gives a path, renders <Navigate to={path} replace /> instead.
  return <ScreenTitle />;
}
