import { Refine } from '@refinedev/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { HashRouter, Navigate, Route, Routes } from 'react-router'
import { dataProvider } from './api/dataProvider.ts'
import { authProvider } from './auth/authProvider.ts'
import { OperatorGate } from './auth/OperatorGate.tsx'
import { Layout } from './layout/Layout.tsx'
import { AuditLog } from './screens/AuditLog.tsx'
import { Deposits } from './screens/Deposits.tsx'
import { Withdrawals } from './screens/Withdrawals.tsx'

// Screens past the first ones load when opened: the programme forms (zod's JSON Schema), the
// notice preview (DOMPurify) and the rest stay out of the console's first load.
const Programmes = lazy(() => import('./screens/Programmes.tsx').then((module) => ({ default: module.Programmes })))
const Pools = lazy(() => import('./screens/Pools.tsx').then((module) => ({ default: module.Pools })))
const Settlement = lazy(() => import('./screens/Settlement.tsx').then((module) => ({ default: module.Settlement })))
const Ledger = lazy(() => import('./screens/Ledger.tsx').then((module) => ({ default: module.Ledger })))
const Content = lazy(() => import('./screens/Content.tsx').then((module) => ({ default: module.Content })))
const Feedback = lazy(() => import('./screens/Feedback.tsx').then((module) => ({ default: module.Feedback })))
const Exchange = lazy(() => import('./screens/Exchange.tsx').then((module) => ({ default: module.Exchange })))
const Tokens = lazy(() => import('./screens/Tokens.tsx').then((module) => ({ default: module.Tokens })))
const Users = lazy(() => import('./screens/Users.tsx').then((module) => ({ default: module.Users })))
const Partner = lazy(() => import('./screens/Partner.tsx').then((module) => ({ default: module.Partner })))
const Nft = lazy(() => import('./screens/Nft.tsx').then((module) => ({ default: module.Nft })))
const Game = lazy(() => import('./screens/Game.tsx').then((module) => ({ default: module.Game })))
const Cards = lazy(() => import('./screens/Cards.tsx').then((module) => ({ default: module.Cards })))
const Requests = lazy(() => import('./screens/Requests.tsx').then((module) => ({ default: module.Requests })))
const Clock = lazy(() => import('./screens/Clock.tsx').then((module) => ({ default: module.Clock })))

/** The sections of the console; a section not built yet has no entry (issue 37 lists what remains). */
export const sections = [
  { name: 'withdrawals', path: '/withdrawals', element: <Withdrawals /> },
  { name: 'deposits', path: '/deposits', element: <Deposits /> },
  { name: 'requests', path: '/requests', element: <Requests /> },
  { name: 'programmes', path: '/programmes/:name?', element: <Programmes /> },
  { name: 'pools', path: '/pools', element: <Pools /> },
  { name: 'settlement', path: '/settlement', element: <Settlement /> },
  { name: 'ledger', path: '/ledger', element: <Ledger /> },
  { name: 'content', path: '/content', element: <Content /> },
  { name: 'feedback', path: '/feedback', element: <Feedback /> },
  { name: 'exchange', path: '/exchange', element: <Exchange /> },
  { name: 'tokens', path: '/tokens', element: <Tokens /> },
  { name: 'users', path: '/users', element: <Users /> },
  { name: 'partner', path: '/partner', element: <Partner /> },
  { name: 'nft', path: '/nft', element: <Nft /> },
  { name: 'game', path: '/game', element: <Game /> },
  { name: 'cards', path: '/cards', element: <Cards /> },
  { name: 'clock', path: '/clock', element: <Clock /> },
  { name: 'audit', path: '/audit', element: <AuditLog /> },
] as const

export function App() {
  return (
    <HashRouter>
      <Refine
        dataProvider={dataProvider}
        authProvider={authProvider}
        resources={sections.map(({ name }) => ({ name }))}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } } }}
      >
        <OperatorGate>
          <Layout>
            <Suspense fallback={<Loading />}>
              <Routes>
                {sections.map(({ path, element }) => (
                  <Route key={path} path={path} element={element} />
                ))}
                <Route path="*" element={<Navigate to="/withdrawals" replace />} />
              </Routes>
            </Suspense>
          </Layout>
        </OperatorGate>
      </Refine>
    </HashRouter>
  )
}

function Loading() {
  const { t } = useTranslation()
  return (
    <p aria-busy="true" className="muted">
      {t('common.loading')}
    </p>
  )
}
