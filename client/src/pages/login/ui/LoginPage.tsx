import { LoginForm } from '@/features/auth';
import { AuthShell } from '@/shared/ui';

export function LoginPage() {
  return (
    <AuthShell title="Welcome back" subtitle="Log in to catch up with your teams and friends.">
      <LoginForm />
    </AuthShell>
  );
}
