import { SignupForm } from '@/features/auth';
import { AuthShell } from '@/shared/ui';

export function SignupPage() {
  return (
    <AuthShell
      title="Create your account"
      subtitle="Share your game, follow the action, and celebrate the sport you love."
    >
      <SignupForm />
    </AuthShell>
  );
}
