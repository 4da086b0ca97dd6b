import type { AuthFormGate } from '@facet/data';
import { RootLoadingView } from '@facet/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** A sign-in form, or in its place what the gate decided: the loading view or the way on. */
export function GatedForm({ gate, children }: { gate: AuthFormGate; children: ReactNode }) {
  if (gate.show === 'loading') return <RootLoadingView />;
  if (gate.show === 'redirect') return <Navigate to={gate.to} replace />;
  return children;
}
