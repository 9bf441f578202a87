import { Link } from 'react-router-dom';
import { useUiMessages } from '../messages';
import { hrefs } from '../screens/registry';

/** A work as a record of history names it: a deleted work keeps the name it had. */
export interface NamedWork {
  titleId: string | null;
  titleName: string | null;
  /** Set once the work has been deleted: its name is then the one it had, and it leads nowhere. */
  titleDeleted?: true;
}

/**
 * How a record that outlives its work (a revenue line, a gift, a contest entry) names the work, as
 * text: '舊作（已刪除）' once deleted, null for a record of no work.
 */
export function useWorkName(): (work: NamedWork) => string | null {
  const t = useUiMessages();
  return (work) => (work.titleDeleted ? t.deletedWork(work.titleName) : work.titleName);
}

/**
 * The work a record names: a link to the work's page while it exists, its name marked deleted
 * (plain text, since its page is gone) once it is not; `none` for a record of no work.
 */
export function WorkName({ work, none = null }: { work: NamedWork; none?: string | null }) {
  const name = useWorkName();
  if (work.titleId && work.titleName && !work.titleDeleted) {
    return <Link to={hrefs.work({ titleId: work.titleId })}>{work.titleName}</Link>;
  }
  return <>{name(work) ?? none}</>;
}
