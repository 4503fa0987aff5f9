import { useMatches } from 'react-router'
import { BackButton } from '../../components/BackButton.tsx'
import { paths } from '../../config/paths.ts'
import type { RouteHandle } from '../routes.tsx'
import { backTarget } from './subPages.ts'

/** The back bar above a sub-page's content (subPages.ts says which screens are sub-pages). */
export function SubPageBar() {
  const matches = useMatches()
  const name = matches.flatMap((match) => (match.handle as RouteHandle | undefined)?.name ?? []).at(-1)
  const parent = backTarget(name)
  if (!parent) return null
  return (
    <div className="sub-page-bar" data-testid="sub-page-bar" data-route-name={name}>
      <BackButton fallback={paths[parent]} testId="sub-page-back" />
    </div>
  )
}
