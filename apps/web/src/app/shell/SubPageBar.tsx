import { useLocation } from 'react-router'
import { BackButton } from '../../components/BackButton.tsx'
import { paths, routeNameOfPath } from '../../config/paths.ts'
import { backTarget } from './subPages.ts'

/** The back bar above a sub-page's content (subPages.ts says which screens are sub-pages). */
export function SubPageBar() {
  const name = routeNameOfPath(useLocation().pathname)
  const parent = backTarget(name)
  if (!parent) return null
  return (
    <div className="sub-page-bar" data-testid="sub-page-bar" data-route-name={name}>
      <BackButton fallback={paths[parent]} testId="sub-page-back" />
    </div>
  )
}
