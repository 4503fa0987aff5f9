import { Refine } from '@refinedev/core'
import { HashRouter, Navigate, Route, Routes } from 'react-router'
import { dataProvider } from './api/dataProvider.ts'
import { authProvider } from './auth/authProvider.ts'
import { OperatorGate } from './auth/OperatorGate.tsx'
import { Layout } from './layout/Layout.tsx'
import { AuditLog } from './screens/AuditLog.tsx'
import { Content } from './screens/Content.tsx'
import { Deposits } from './screens/Deposits.tsx'
import { Exchange } from './screens/Exchange.tsx'
import { Feedback } from './screens/Feedback.tsx'
import { Ledger } from './screens/Ledger.tsx'
import { Pools } from './screens/Pools.tsx'
import { Programmes } from './screens/Programmes.tsx'
import { Settlement } from './screens/Settlement.tsx'
import { Tokens } from './screens/Tokens.tsx'
import { Users } from './screens/Users.tsx'
import { Withdrawals } from './screens/Withdrawals.tsx'

/** The sections of the console; a section not built yet has no entry (issue 37 lists what remains). */
export const sections = [
  { name: 'withdrawals', path: '/withdrawals', element: <Withdrawals /> },
  { name: 'deposits', path: '/deposits', element: <Deposits /> },
  { name: 'programmes', path: '/programmes/:name?', element: <Programmes /> },
  { name: 'pools', path: '/pools', element: <Pools /> },
  { name: 'settlement', path: '/settlement', element: <Settlement /> },
  { name: 'ledger', path: '/ledger', element: <Ledger /> },
  { name: 'content', path: '/content', element: <Content /> },
  { name: 'feedback', path: '/feedback', element: <Feedback /> },
  { name: 'exchange', path: '/exchange', element: <Exchange /> },
  { name: 'tokens', path: '/tokens', element: <Tokens /> },
  { name: 'users', path: '/users', element: <Users /> },
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
            <Routes>
              {sections.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path="*" element={<Navigate to="/withdrawals" replace />} />
            </Routes>
          </Layout>
        </OperatorGate>
      </Refine>
    </HashRouter>
  )
}
